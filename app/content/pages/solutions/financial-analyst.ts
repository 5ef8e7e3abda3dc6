import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "solutions",
  slug: "financial-analyst",
  title: "Financial Analyst",
  description:
    "An AI financial analyst on a chat AI model: upload annual reports, statements and factsheets as PDFs and get sourced answers, ratios and summaries in seconds.",
  lead: "Ask questions of annual reports, bank statements and fund factsheets in plain language and get answers with page references in seconds: the first pass done before your analyst opens the file.",
  listing: {
    summary: "Ask questions of annual reports and bank statements uploaded as PDFs and get answers with page references in seconds.",
    image: { src: "/diagrams/solutions-listing/financial-analyst.svg", width: 640, height: 400, alt: "A PDF report with highlighted figures and a chat answer citing a page" },
  },
  sections: [
    {
      kind: "text",
      id: "why-ai-analyst",
      eyebrow: "Why an AI analyst",
      heading: "Analysts spend their day finding numbers, not judging them",
      paragraphs: [
        "Credit officers, equity researchers and wealth advisors read hundreds of pages to find a handful of figures: revenue growth, borrowings, related-party transactions, the auditor's remarks, a fund's top holdings. The reading is slow, copying into spreadsheets introduces errors, and the judgement, the part that needs a professional, gets the least time.",
        "Financial Analyst uses a chat AI model to do the first pass. It reads the documents you upload, answers questions with a reference to the page it used, and lays out key figures the same way every time, so your people start from a checked summary rather than a blank spreadsheet.",
      ],
    },
    {
      kind: "list",
      id: "highlights",
      heading: "Highlights",
      columns: 2,
      items: [
        { title: "Answers with sources", body: "Every answer cites the document and page it came from, so it can be checked in one click." },
        {
          title: "Password-protected PDFs",
          body: "Users upload PDFs and give the password for protected documents such as bank statements; the file is decrypted in memory only.",
        },
        {
          title: "Questions rewritten for accuracy",
          body: "Each question passes through a mapping of original to rephrased prompts, so everyday wording becomes the precise query the model answers best.",
        },
        { title: "Tables kept intact", body: "Balance sheets, profit and loss statements and holdings tables are extracted with their rows and columns." },
        { title: "Private by default", body: "Documents and their index stay in your cloud account, and the model is called through a private endpoint." },
        { title: "Ready to export", body: "Answers and extracted tables export to Excel or PDF for the credit note or the research report." },
      ],
    },
    {
      kind: "steps",
      id: "document-processing",
      heading: "How a document is processed",
      intro: "Six steps from upload to an answer you can check.",
      steps: [
        { title: "Upload", body: "The user uploads one or more PDFs and enters the password for any protected document." },
        { title: "Decrypt and extract", body: "Protected files are opened with the password; text and tables are extracted, with OCR for scanned pages." },
        { title: "Split and index", body: "The content is split into passages that keep their page numbers and indexed as embeddings in PostgreSQL with pgvector." },
        { title: "Rewrite the question", body: "The question is looked up in a mapping of original to rephrased prompts and rewritten into a precise query." },
        { title: "Retrieve and answer", body: "The most relevant passages are retrieved, and the chat AI model answers only from them, citing pages." },
        { title: "Review and export", body: "The user checks the sources, asks follow-up questions and exports the answers and tables." },
      ],
    },
    {
      kind: "diagram",
      id: "architecture",
      heading: "Architecture",
      intro: "A React web app, a document service, a vector index and a chat AI model on a private endpoint, all in your cloud account.",
      picture: {
        src: "/diagrams/financial-analyst/architecture.svg",
        width: 960,
        height: 540,
        alt: "Financial analyst architecture: a React web app sends PDFs and passwords to a document service that decrypts, extracts and runs OCR, then indexes passages in PostgreSQL with pgvector; questions go through a prompt rewriter and retrieval to a chat AI model on Azure OpenAI, which returns answers with page citations",
      },
      enlargeable: true,
    },
    {
      kind: "diagram",
      id: "question-rewriting",
      heading: "How questions are rewritten",
      intro: "A maintained mapping turns the way people ask into the way the documents answer.",
      picture: {
        src: "/diagrams/financial-analyst/question-rewriting.svg",
        width: 960,
        height: 540,
        alt: "Question rewriting: everyday questions such as how much debt does the company have are mapped to precise prompts such as total borrowings, current and non-current, at year end, with page; the rephrased prompt then drives retrieval and an answer with page citations",
      },
      enlargeable: true,
    },
    {
      kind: "list",
      id: "benefits",
      heading: "Benefits",
      style: "check",
      columns: 2,
      items: [
        { title: "First pass in minutes", body: "A 200-page annual report is summarised and ready for questions in minutes, not a day of reading." },
        { title: "Fewer transcription errors", body: "Figures come straight from the document, each with its page reference." },
        { title: "Consistent analysis", body: "The same questions are asked of every document, in the same words." },
        { title: "More time for judgement", body: "Analysts spend their hours on risk and recommendations, not on finding numbers." },
        { title: "Data stays private", body: "Uploaded documents stay in your account and are not used to train the model." },
      ],
    },
    {
      kind: "cards",
      id: "use-cases",
      heading: "Use cases",
      columns: 2,
      cards: [
        {
          title: "Credit appraisal at an NBFC",
          body: "Credit officers upload a borrower's audited financials and 12 months of password-protected bank statements, and get ratios, cash-flow patterns, bounced cheques and large transactions, each with its page.",
        },
        {
          title: "Equity research",
          body: "Analysts query annual reports and earnings-call transcripts for segment revenue, margins, guidance and changes in accounting policy across years.",
        },
        {
          title: "Wealth advisory",
          body: "Advisors compare mutual fund factsheets on holdings, expense ratio, returns and risk measures, and prepare client notes from the answers.",
        },
        {
          title: "Counterparty due diligence",
          body: "Procurement and risk teams check a supplier's financial health, contingent liabilities and the auditor's remarks before signing.",
        },
      ],
    },
  ],
};
