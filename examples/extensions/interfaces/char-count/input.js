// An example interface input for the cms admin: a text box that counts the characters left.
//
// The admin imports this file as an ES module and uses its default export. Here that is a custom
// element class; the admin defines it under a tag of its own (cms-ext-interface-char-count), so
// there is no customElements.define() call in this file. The admin sets these properties:
//   value     the field's current value (string or null)
//   field     the field's schema (field.field is its name, field.name a display name if set)
//   options   the field's options, defaults from meta.json filled in (here: limit)
//   readonly  true when the user may not edit it
//   values    the whole item being edited
// and listens for a `cms-input` CustomEvent whose `detail` is the new value.
//
// The element renders into its own children (no shadow root), so input.css, which the admin adopts
// into its own shadow root, reaches it. Class names, not the tag, scope the styles: the admin
// picks the tag.

export default class CharCountInput extends HTMLElement {
  #value = null;
  #options = {};
  #readonly = false;
  #field = null;
  #input = null;
  #counter = null;

  connectedCallback() {
    if (this.#input) return;
    this.classList.add('char-count');
    this.#input = document.createElement('input');
    this.#input.type = 'text';
    this.#input.className = 'char-count__input';
    this.#input.addEventListener('input', () => {
      const text = this.#input.value;
      this.#value = text === '' ? null : text;
      this.#renderCounter();
      // The admin stages the new value: `detail` is all it reads.
      this.dispatchEvent(new CustomEvent('cms-input', { detail: this.#value }));
    });
    this.#counter = document.createElement('span');
    this.#counter.className = 'char-count__counter';
    // Screen readers hear the count when it changes, politely.
    this.#counter.setAttribute('aria-live', 'polite');
    this.append(this.#input, this.#counter);
    this.#render();
  }

  // Property setters: the admin sets only the properties that changed, after the first render.
  set value(value) {
    this.#value = value ?? null;
    this.#render();
  }
  get value() {
    return this.#value;
  }
  set options(options) {
    this.#options = options ?? {};
    this.#render();
  }
  set readonly(readonly) {
    this.#readonly = Boolean(readonly);
    this.#render();
  }
  set field(field) {
    this.#field = field;
    this.#render();
  }
  // Not used here, but set by the admin like the others.
  set values(_values) {}

  #limit() {
    const limit = Number(this.#options.limit);
    return Number.isFinite(limit) && limit > 0 ? limit : 80;
  }

  #render() {
    if (!this.#input) return;
    const text = this.#value == null ? '' : String(this.#value);
    // Only touch the box when the value came from outside, so the caret does not jump.
    if (this.#input.value !== text) this.#input.value = text;
    this.#input.readOnly = this.#readonly;
    this.#input.maxLength = this.#limit();
    // Text only (never innerHTML): values are user data.
    this.#input.setAttribute('aria-label', this.#field?.name || this.#field?.field || 'Text');
    this.#renderCounter();
  }

  #renderCounter() {
    const left = this.#limit() - this.#input.value.length;
    this.#counter.textContent = `${left} left`;
    this.#counter.classList.toggle('char-count__counter--low', left < 10);
  }
}
