import { useT } from '../../../i18n/use-t.js';
import { Notice } from '../../../ui/Notice.js';
import { registerStyles } from '../../../ui/styles.js';
import { PieceSession } from '../PieceSession.js';
import css from './item-editor-piece.css';
import { PieceEditor } from './PieceEditor.js';
import { PieceSignIn } from './PieceSignIn.js';

registerStyles(css);

export interface ItemEditorPieceScreenProps {
  project?: string;
  collection?: string;
  /** `+` for a new item. */
  primaryKey?: string;
}

/**
 * Inside `<cms-item-editor>`: the project's session first (PieceSession), then the item.
 */
export function ItemEditorPieceScreen(props: ItemEditorPieceScreenProps) {
  const { t } = useT();
  return (
    <PieceSession
      project={props.project}
      texts={{
        noProject: t('item_editor_piece.no_project'),
        otherProject: (project, other) => t('item_editor_piece.other_project', { project, other }),
        failed: t('item_editor_piece.session_failed'),
      }}
      signIn={(project) => <PieceSignIn project={project} />}
    >
      {(project) =>
        !props.collection || !props.primaryKey ? (
          <Notice color="warning">{t('item_editor_piece.no_target')}</Notice>
        ) : (
          <PieceEditor
            project={project}
            collection={props.collection}
            primaryKey={props.primaryKey}
          />
        )
      }
    </PieceSession>
  );
}
