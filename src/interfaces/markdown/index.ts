import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';
import { MarkdownInput } from './MarkdownInput.js';

export const markdownInterface: InterfaceDefinition = {
  id: 'markdown',
  name: 'Markdown',
  icon: 'functions',
  types: ['string'],
  options: [
    { name: 'placeholder', interface: 'text-input', default: '' },
    { name: 'rows', interface: 'numeric', default: 10 },
  ],
  input: MarkdownInput,
  display: TextDisplay,
};

registerInterface(markdownInterface);
