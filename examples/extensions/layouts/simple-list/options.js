// The example layout's settings, shown in the listing's info sidebar: which field names each line.
// Same props and events as layout.js; choosing a field sends `cms-options` with the new settings.

export default {
  mount(element, props) {
    const label = document.createElement('label');
    label.textContent = 'Title field';
    const select = document.createElement('select');
    label.append(select);
    element.append(label);
    select.addEventListener('change', () => {
      element.dispatchEvent(
        new CustomEvent('cms-options', {
          detail: { ...props.options, titleField: select.value },
        }),
      );
    });

    function render(next) {
      props = next;
      select.replaceChildren(
        ...next.fields.map((field) => new Option(field.name || field.field, field.field)),
      );
      select.value = next.options.titleField ?? '';
    }
    render(props);
    return { update: render, unmount: () => element.replaceChildren() };
  },
};
