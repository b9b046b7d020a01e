/**
 * The site's one set of line icons: 24 × 24, one path each, drawn with the text colour
 * (`.icon` in global.css). One export per icon, so a page that draws one ships one.
 */
export const trophy =
  "M8 4h8v6a4 4 0 0 1-8 0zM8 6H4.5a3.5 3.5 0 0 0 3.8 4.5M16 6h3.5a3.5 3.5 0 0 1-3.8 4.5M12 14v4M8 21h8M9 18h6";
export const calendar = "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5";
export const heart = "M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20z";
export const users =
  "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 13.6a6.5 6.5 0 0 1 3.5 6.4";
export const star = "M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z";
export const megaphone = "M3 10v4h3l9 5V5L6 10zM6 14l1.5 6H10l-1-5.2M18.5 9a4 4 0 0 1 0 6";
export const clock = "M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0M12 7v5l3.5 2";
export const pin =
  "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5";
export const check = "M4 12.5l5 5L20 6.5";
export const mail = "M3.5 5.5h17v13h-17zM3.5 6l8.5 7 8.5-7";
export const sun =
  "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8";
export const phone =
  "M5 3.5h3.5l2 5-2.5 1.6a11 11 0 0 0 5.9 5.9l1.6-2.5 5 2V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5.5a2 2 0 0 1 2-2z";
export const instagram =
  "M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8M17.2 6.8v.01";
