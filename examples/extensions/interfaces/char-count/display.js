// The example interface's display (listings, relational previews): the text and its length.
// Same contract as input.js, with the properties value, field and options only.

export default class CharCountDisplay extends HTMLElement {
  #value = null;

  connectedCallback() {
    this.#render();
  }

  set value(value) {
    this.#value = value ?? null;
    this.#render();
  }
  set field(_field) {}
  set options(_options) {}

  #render() {
    const text = this.#value == null ? '' : String(this.#value);
    // textContent, never innerHTML: a value holding markup stays text.
    this.textContent = text === '' ? '' : `${text} (${text.length})`;
  }
}
