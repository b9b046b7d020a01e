// Loaded after Decap and before init.js (index.html), so the editor starts with it. Decap's
// Spanish (`locale: es`, config.yml) lacks some of its English phrases, and Decap shows
// the English one for each that is missing ("Filter by", "Add foto"): here is every one of
// them, registered over Decap's own Spanish, whose phrases stay as they are (the guide
// and the editor's tests quote them). Phrase names as in Decap's English,
// decap-cms-locales/src/en/index.js (3.16); scripts/admin/spanish.test.ts holds them to it.
(() => {
  const missing = {
    auth: {
      loginWithAzure: "Iniciar sesión con Azure",
      loginWithForgejo: "Iniciar sesión con Forgejo",
    },
    collection: {
      sidebar: {
        allCollections: "Todas las colecciones",
        searchIn: "Buscar en",
      },
      collectionTop: {
        viewAsList: "Ver como lista",
        viewAsGrid: "Ver como cuadrícula",
        searchResults: "Resultados de «%{searchTerm}»",
        searchResultsInCollection: "Resultados de «%{searchTerm}» en %{collection}",
        filterBy: "Filtrar por",
        groupBy: "Agrupar por",
      },
      entries: {
        unpublishedHeader: "Sin publicar",
      },
      groups: {
        other: "Otros",
        negateLabel: "No %{label}",
      },
    },
    editor: {
      editorControl: {
        // Decap fills in the widget's own name in English ("string", "datetime"): left out.
        field: {
          widgetLabel: "campo",
        },
      },
      editorControlPane: {
        widget: {
          invalidPath: "«%{path}» no es una ruta válida",
          pathExists: "La ruta «%{path}» ya existe",
        },
        i18n: {
          writingInLocale: "Escribiendo en %{locale}",
          copyFromLocale: "Copiar de otro idioma",
          copyFromLocaleConfirm:
            "¿Copiar lo escrito en %{locale}?\nSe reemplaza todo lo que ya hay en este idioma.",
        },
      },
      editorInterface: {
        toggleI18n: "Mostrar u ocultar idiomas",
        togglePreview: "Mostrar u ocultar la vista previa",
        toggleScrollSync: "Desplazar juntos",
        toggleNotes: "Mostrar u ocultar las notas",
      },
      editorNotesPane: {
        title: "Notas",
        emptyState: "Todavía no hay notas. Escribí la primera abajo.",
        addNote: "Agregar nota",
        addPlaceholder: "Escribí una nota…",
        editPlaceholder: "Cambiá la nota…",
        save: "Guardar",
        cancel: "Cancelar",
        edit: "Cambiar",
        delete: "Borrar",
        resolve: "Marcar como resuelta",
        unresolve: "Marcar como pendiente",
        confirmDelete: "¿Borrar esta nota?",
        shortcut: "Con Ctrl+Enter se agrega la nota más rápido",
      },
      editorToolbar: {
        statusInfoTooltipDraft:
          "La entrada es un borrador. Para mandarla a revisar, cambiá el estado a «En revisión».",
        statusInfoTooltipInReview:
          "La entrada está en revisión: no hace falta nada más. Igual podés seguir cambiándola.",
      },
      editorWidgets: {
        markdown: {
          bold: "Negrita",
          italic: "Cursiva",
          strikethrough: "Tachado",
          code: "Código",
          link: "Enlace",
          linkPrompt: "Escribí la dirección del enlace",
          headings: "Títulos",
          quote: "Cita",
          bulletedList: "Lista con viñetas",
          numberedList: "Lista numerada",
          addComponent: "Agregar componente",
          toggleMode: {
            rich: "Pasar a texto enriquecido",
            markdown: "Pasar a Markdown",
          },
        },
        image: {
          chooseMultiple: "Elegí imágenes",
          chooseUrl: "Poner una dirección",
          replaceUrl: "Cambiar por una dirección",
          promptUrl: "Escribí la dirección de la imagen",
          addMore: "Agregar más imágenes",
          removeAll: "Quitar todas las imágenes",
        },
        file: {
          chooseUrl: "Poner una dirección",
          chooseMultiple: "Elegí archivos",
          replaceUrl: "Cambiar por una dirección",
          promptUrl: "Escribí la dirección del archivo",
          addMore: "Agregar más archivos",
          removeAll: "Quitar todos los archivos",
        },
        // The name of the "Ahora" button, which Decap fills in with the field's name, not its label.
        datetime: {
          setToNow: "Ahora",
        },
        list: {
          add: "Agregar %{item}",
          addType: "Agregar %{item}",
        },
        object: {
          expand: "Abrir",
          collapse: "Cerrar",
        },
      },
    },
    mediaLibrary: {
      mediaLibraryCard: {
        copy: "Copiar",
        copyUrl: "Copiar dirección",
        copyPath: "Copiar ruta",
        copyName: "Copiar nombre",
        copied: "Copiado",
      },
      mediaLibraryModal: {
        close: "Cerrar",
      },
    },
    ui: {
      settingsDropdown: {
        account: "Opciones de la cuenta",
      },
      toast: {
        noteAdded: "Nota agregada",
        onFailToAddNote: "No se pudo agregar la nota: %{details}",
        noteUpdated: "Nota cambiada",
        onFailToUpdateNote: "No se pudo cambiar la nota: %{details}",
        noteDeleted: "Nota borrada",
        onFailToDeleteNote: "No se pudo borrar la nota: %{details}",
        noteResolved: "Nota resuelta",
        noteReopened: "Nota pendiente otra vez",
        onFailToToggleNote: "No se pudo cambiar el estado de la nota: %{details}",
        onLoggedOut: "Se cerró tu sesión: guardá aparte lo que estabas escribiendo y volvé a entrar.",
        onBackendDown: "El servicio del editor no está andando. Más información: %{details}",
      },
    },
  };

  /** `extra` over `base`: a copy of `base` with every phrase of `extra` added, group by group. */
  const merged = (base, extra) =>
    Object.fromEntries(
      [...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => {
        const [ours, theirs] = [extra[key], base[key]];
        const bothGroups = typeof ours === "object" && typeof theirs === "object";
        return [key, bothGroups ? merged(theirs, ours) : (theirs ?? ours)];
      }),
    );

  window.CMS.registerLocale("es", merged(window.CMS.getLocale("es"), missing));

  // Decap's selects (react-select) show four words of their own, which Decap does not take
  // from its phrases ("No options" when nothing matches what was typed): in Spanish as they
  // appear. Whole texts only, and none of them is a text the staff could write.
  const selectWords = new Map([
    ["No options", "No hay opciones"],
    ["Loading...", "Cargando..."],
    // The team picker (a relation) while it reads the activities.
    ["Loading options\u2026", "Cargando opciones\u2026"],
    ["Select...", "Elegí..."],
  ]);
  const translate = (node) => {
    const spanish = selectWords.get(node.nodeValue);
    if (spanish) node.nodeValue = spanish;
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === "characterData") translate(change.target);
      for (const node of change.addedNodes) {
        if (node.nodeType === Node.TEXT_NODE) translate(node);
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) translate(text);
      }
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
})();
