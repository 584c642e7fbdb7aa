// One pop-up at a time above the whole page (§2.12 ladder, rules, confirmations): rendered into
// document.body, so no market box, sticky header or content-visibility container can clip it or
// stack it under the page; Escape, a press outside it or the close button closes it; opening one
// closes the one that was open.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './popup.css';

/** the pop-up showing now: opening another one closes it */
let showing: { id: string; close: () => void } | null = null;

export interface PopupProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId: string;
  /** the close button's test id */
  closeTestId?: string;
  /** a wider pop-up for long text (rules) */
  wide?: boolean;
  /** an accessible name when the title is not plain text */
  label?: string;
}

export function Popup({ title, onClose, children, testId, closeTestId, wide = false, label }: PopupProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    showing?.close();
    const me = { id, close: () => close.current() };
    showing = me;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && showing === me) {
        e.stopPropagation();
        close.current();
      }
    };
    document.addEventListener('keydown', onKey);
    dialog.current?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      if (showing === me) showing = null;
    };
  }, [id]);

  return createPortal(
    <div className="sports-popup__overlay" data-testid={`${testId}-overlay`} onMouseDown={(e) => e.target === e.currentTarget && close.current()}>
      <div
        ref={dialog}
        className={wide ? 'sports-popup sports-popup--wide' : 'sports-popup'}
        role="dialog"
        aria-modal="true"
        aria-label={label ?? (typeof title === 'string' ? title : undefined)}
        data-testid={testId}
        tabIndex={-1}
      >
        <header className="sports-popup__header">
          <h3 className="sports-popup__title">{title}</h3>
          <button type="button" className="sports-popup__close" aria-label={t('sports.close')} data-testid={closeTestId ?? `${testId}-close`} onClick={() => close.current()}>
            ×
          </button>
        </header>
        <div className="sports-popup__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
