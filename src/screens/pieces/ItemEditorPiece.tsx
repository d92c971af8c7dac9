import { ElementFrame } from '../../host/ElementFrame.js';
import type { ProjectElementProps } from '../../host/element-props.js';
import { PiecePending } from './PiecePending.js';

export interface ItemEditorProps extends ProjectElementProps {
  collection?: string;
  primaryKey?: string;
}

/** The component behind `<cms-item-editor>`. */
export function ItemEditorPiece({ collection, primaryKey, ...frame }: ItemEditorProps) {
  return (
    <ElementFrame {...frame}>
      <PiecePending
        element="cms-item-editor"
        collection={collection ?? ''}
        primaryKey={primaryKey ?? ''}
      />
    </ElementFrame>
  );
}
