import { ElementFrame } from '../../host/ElementFrame.js';
import type { ProjectElementProps } from '../../host/element-props.js';
import { PiecePending } from './PiecePending.js';

/** The component behind `<cms-file-library>`. */
export function FileLibraryPiece(props: ProjectElementProps) {
  return (
    <ElementFrame {...props}>
      <PiecePending element="cms-file-library" />
    </ElementFrame>
  );
}
