import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '../../../i18n/use-t.js';
import { Button } from '../../../ui/Button.js';
import { commentToSend, isSendShortcut } from './comment-rules.js';

interface CommentBoxProps {
  /** Sends the (trimmed) comment; a rejection keeps the text in the box. */
  onSend(comment: string): Promise<void>;
  /** The label above the box; "Leave a comment" by default. */
  label?: string;
  /** The send button's text; "Comment" by default. */
  sendLabel?: string;
  /** Starts with this text (editing a comment). */
  initial?: string;
  /** Shows a cancel button (editing a comment); Escape cancels too. */
  onCancel?(): void;
  /** Puts the focus in the box on first render. */
  autoFocus?: boolean;
}

/**
 * A labelled comment box (spec 2 §5): the send button is disabled while the comment is empty after
 * trimming, mod+Enter sends it too, and nothing empty is ever sent. The box clears once sent.
 */
export function CommentBox({
  onSend,
  label,
  sendLabel,
  initial = '',
  onCancel,
  autoFocus = false,
}: CommentBoxProps) {
  const { t } = useT();
  const id = useId();
  const [text, setText] = useState(initial);
  const [sending, setSending] = useState(false);
  const comment = commentToSend(text);

  const send = async () => {
    if (comment === null || sending) return;
    setSending(true);
    try {
      await onSend(comment);
      setText('');
    } catch {
      // The caller has told the user; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (isSendShortcut(event)) {
      event.preventDefault();
      void send();
    } else if (event.key === 'Escape' && onCancel) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form
      className="cms-comment-box"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label className="cms-field__label" htmlFor={id}>
        {label ?? t('item_info.comment_label')}
      </label>
      <textarea
        id={id}
        className="cms-field__control cms-comment-box__input"
        value={text}
        rows={3}
        // biome-ignore lint/a11y/noAutofocus: editing a comment starts in its box, where the user asked
        autoFocus={autoFocus}
        aria-describedby={`${id}-hint`}
        readOnly={sending}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span className="cms-field__hint" id={`${id}-hint`}>
        {t('item_info.comment_hint')}
      </span>
      <div className="cms-comment-box__actions">
        {onCancel ? (
          <Button onClick={onCancel} disabled={sending}>
            {t('item_info.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={comment === null} busy={sending}>
          {sendLabel ?? t('item_info.comment_send')}
        </Button>
      </div>
    </form>
  );
}
