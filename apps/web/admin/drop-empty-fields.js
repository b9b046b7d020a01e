// Loaded after Decap (index.html). A field typed in and then emptied is saved by Decap as
// `hora_inicio: ""`; the content files leave an optional field out instead, and their
// schemas refuse the empty text (an hour, a photo's path). So before every save, the
// entry's empty texts go: the file says only what was filled in. Required fields never get
// here empty (Decap refuses the save first), so only optional ones are dropped.
window.CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => entry.get("data").filter((value) => value !== ""),
});
