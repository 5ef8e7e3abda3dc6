/** The phone menu button's name and icon when the menu is closed and when it is open. */
export const mobileMenuButton = {
  closed: { label: "Open menu", icon: "M4 7h16M4 12h16M4 17h16" },
  open: { label: "Close menu", icon: "M6 6l12 12M18 6 6 18" },
} as const;
