import type { ContentPage } from "#app/model/content-page.ts";
import { page as platformDevelopmentService } from "./pages/services/platform-development.ts";
import { page as biAndAnalyticsService } from "./pages/services/bi-and-analytics.ts";
import { page as cloudManagementService } from "./pages/services/cloud-management.ts";
import { page as rpaSolutionsService } from "./pages/services/rpa-solutions.ts";
import { page as platformAccelerationService } from "./pages/services/platform-acceleration.ts";
import { page as testingAndQaService } from "./pages/services/testing-and-qa.ts";
import { page as bankingAndFinanceIndustrie } from "./pages/industries/banking-and-finance.ts";
import { page as healthcareAndPharmaIndustrie } from "./pages/industries/healthcare-and-pharma.ts";
import { page as travelAndTourismIndustrie } from "./pages/industries/travel-and-tourism.ts";
import { page as printAndPublishIndustrie } from "./pages/industries/print-and-publish.ts";
import { page as mutualFundDistributorIndustrie } from "./pages/industries/mutual-fund-distributor.ts";
import { page as labourAndOfficeIndustrie } from "./pages/industries/labour-and-office.ts";
import { page as thorPlatformSolution } from "./pages/solutions/thor-platform.ts";
import { page as customerOnboardingSolution } from "./pages/solutions/customer-onboarding.ts";
import { page as financialPlanningSolution } from "./pages/solutions/financial-planning.ts";
import { page as customerRelationshipManagementSolution } from "./pages/solutions/customer-relationship-management.ts";
import { page as videokycSolution } from "./pages/solutions/videokyc.ts";
import { page as multifactorAuthenticationSolution } from "./pages/solutions/multifactor-authentication.ts";
import { page as emailAnalyticsSolution } from "./pages/solutions/email-analytics.ts";
import { page as financialAnalystSolution } from "./pages/solutions/financial-analyst.ts";
import { page as lifeAtKairavAbout } from "./pages/aboutus/life-at-kairav.ts";
import { page as privacyNoticeAbout } from "./pages/aboutus/privacy.ts";

/*
 * The pages a new site starts with, in the order of their navigation menus and listings: an empty
 * database is seeded from them at start, and the build prerenders them. A static list rather than
 * a folder scan, since the compiled server has no content folder at run time. Staff edit the
 * pages in the database from then on; these files do not change a running site.
 */
export const seedPages: readonly ContentPage[] = [
  platformDevelopmentService,
  biAndAnalyticsService,
  cloudManagementService,
  rpaSolutionsService,
  platformAccelerationService,
  testingAndQaService,
  bankingAndFinanceIndustrie,
  healthcareAndPharmaIndustrie,
  travelAndTourismIndustrie,
  printAndPublishIndustrie,
  mutualFundDistributorIndustrie,
  labourAndOfficeIndustrie,
  thorPlatformSolution,
  customerOnboardingSolution,
  financialPlanningSolution,
  customerRelationshipManagementSolution,
  videokycSolution,
  multifactorAuthenticationSolution,
  emailAnalyticsSolution,
  financialAnalystSolution,
  lifeAtKairavAbout,
  // Served at /privacy and linked from the footer, not from the about menu (standalone-pages.ts).
  privacyNoticeAbout,
];
