// An example layout for the cms admin: the items as a plain list, one line per item, each with a
// checkbox to select it and a button that opens it.
//
// The default export is the "mount" form of the contract: an object whose mount(element, props)
// fills `element` (the admin gives an empty <div>) and returns { update(props), unmount() }.
// The props a layout gets:
//   collection  the collection's schema (collection.collection is its name)
//   fields      its readable fields, in form order ({ field, type, interface, … })
//   primaryKey  the name of the primary key field
//   items       the rows loaded so far
//   selection   the selected primary keys
//   options     this layout's saved settings (here: titleField, set by options.js)
//   query       this layout's saved query settings
//   hasMore     more rows exist on the server
//   loading     rows are being loaded
// It asks the admin for changes with CustomEvents dispatched on `element`:
//   cms-open       detail: an item's primary key — opens the item
//   cms-select     detail: the new list of selected keys
//   cms-options    detail: new settings object — saved with the user's view
//   cms-query      detail: new query settings
//   cms-load-more  no detail — loads the next page of rows

/** The field shown per line: the one chosen in the options, else the first text field. */
function titleField(props) {
  const chosen = props.fields.find((field) => field.field === props.options.titleField);
  if (chosen) return chosen.field;
  const text = props.fields.find(
    (field) => field.type === 'string' && field.field !== props.primaryKey,
  );
  return text ? text.field : props.primaryKey;
}

function render(element, props) {
  const emit = (name, detail) => element.dispatchEvent(new CustomEvent(name, { detail }));
  const title = titleField(props);
  const selected = new Set(props.selection);

  const list = document.createElement('ul');
  list.className = 'simple-list';
  for (const item of props.items) {
    const key = item[props.primaryKey];
    const label = item[title] == null || item[title] === '' ? `#${key}` : String(item[title]);

    const line = document.createElement('li');
    line.className = 'simple-list__item';

    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    checkbox.checked = selected.has(key);
    checkbox.setAttribute('aria-label', `Select ${label}`);
    checkbox.addEventListener('change', () => {
      const next = checkbox.checked
        ? [...props.selection, key]
        : props.selection.filter((entry) => entry !== key);
      emit('cms-select', next);
    });

    const open = document.createElement('button');
    open.type = 'button';
    open.className = 'simple-list__open';
    // textContent keeps an item's markup-looking title as text.
    open.textContent = label;
    open.addEventListener('click', () => emit('cms-open', key));

    line.append(checkbox, open);
    list.append(line);
  }

  const parts = [list];
  if (props.hasMore) {
    const more = document.createElement('button');
    more.type = 'button';
    more.textContent = props.loading ? 'Loading…' : 'Load more';
    more.disabled = props.loading;
    more.addEventListener('click', () => emit('cms-load-more'));
    parts.push(more);
  }
  // Rebuilding is fine for an example; a real layout would patch what changed.
  element.replaceChildren(...parts);
}

export default {
  mount(element, props) {
    render(element, props);
    return {
      update(next) {
        render(element, next);
      },
      unmount() {
        element.replaceChildren();
      },
    };
  },
};
