// Loaded after Decap (index.html). A field typed in and then emptied is saved by Decap as
// `hora_inicio: ""` (a cleared select, such as an activity's `deporte_de_equipo`, as
// `null`); the content files leave an optional field out instead, and their
// schemas refuse the empty text (an hour, a photo's path). And a group nobody filled in
// (a page's optional section, a main sport's card) comes with its switches' defaults
// (`publicado: true`), which the schema would read as a half-written section. So before
// every save, the empty texts go, and so does every group left with nothing but switches
// and empty lists: the file says only what was filled in. Required fields never get here
// empty (Decap refuses the save first), so only optional ones are dropped.
const isList = (value) => typeof value?.push === "function";
const isGroup = (value) => typeof value?.toJS === "function" && !isList(value);
const saysNothing = (value) => typeof value === "boolean" || (isList(value) && value.size === 0);

function prune(value, nested) {
  if (value === "" || value === null) return undefined;
  if (isList(value)) return value.map((item) => prune(item, true)).filter((item) => item !== undefined);
  if (!isGroup(value)) return value;
  const kept = value.map((item) => prune(item, true)).filter((item) => item !== undefined);
  return nested && kept.every(saysNothing) ? undefined : kept;
}

window.CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => prune(entry.get("data"), false),
});
