// html-validate's settings for the built pages (scripts/validate-html.mjs; editors and
// `npx html-validate` read it too). The recommended rules, less what React's server
// renderer and the build's own HTML steps write on purpose; each change says why.
// Everything else a rule finds is a defect to fix in the source.

/** @type {import("html-validate").ConfigData} */
export default {
  root: true,
  extends: ["html-validate:recommended"],
  elements: [
    "html5",
    {
      form: {
        attributes: {
          action: {
            // html5's own (a non-empty address), plus the placeholder React writes into a
            // prerendered form whose action is a function (pages/home/contact-form.tsx):
            // a submit before the app is live goes nowhere, and React replays it.
            enum: [/^\s*\S+\s*$/, /^javascript:throw new Error\(.*React form unexpectedly submitted\./],
          },
        },
      },
    },
  ],
  rules: {
    // React writes the DOM's camelCase names as they are (charSet, srcSet, fetchPriority,
    // popoverTarget, autoComplete...); HTML reads attribute names in any case. camelCase
    // allows those (and lowercase) and still catches names in capitals.
    "attr-case": ["error", { style: "camelcase" }],
    // React writes void elements self-closed (<meta/>, <img/>, <br/>) and the build's
    // HTML steps (parse5) write them bare: both are valid HTML, neither can be chosen.
    "void-style": "off",
    // React writes a true boolean attribute with an empty value (hidden="", disabled="",
    // inert=""), and so does parse5 when the build's steps rewrite a page: valid HTML, and
    // the one form both write. The rules then hold every page to that form.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // React's useId() names elements "_R_1pj5_" (aria-labelledby targets): valid HTML5 ids,
    // which the strict rule refuses for not starting with a letter. Relaxed still refuses
    // empty ids and ids with spaces.
    "valid-id": ["error", { relaxed: true }],
  },
};
