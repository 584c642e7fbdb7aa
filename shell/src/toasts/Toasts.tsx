// Renders the kernel's toast bus (§9's two variants) and its confirm dialog.
import { answerConfirm, confirm$, removeToast, toasts$, type ConfirmRequest, type Toast } from '@khel/shared-kernel';
import { useObservable } from '../hooks/useObservable';

export function Toasts() {
  const toasts = useObservable<readonly Toast[]>(toasts$, []);
  const flash = toasts.filter((t) => t.variant === 'flash');
  const stack = toasts.filter((t) => t.variant === 'stack');
  return (
    <>
      <div className="toasts toasts--flash" aria-live="assertive">
        {flash.map((t) => (
          // the flash variant closes on click
          <div key={t.id} role="alert" className={`toast toast--${t.type}`} data-testid="toast" data-type={t.type} onClick={() => removeToast(t.id)}>
            {t.title && <strong>{t.title}</strong>}
            <span>{t.message}</span>
          </div>
        ))}
      </div>
      <div className="toasts toasts--stack" aria-live="polite">
        {stack.map((t) => (
          <div key={t.id} role="status" className={`toast toast--${t.type}`} data-testid="toast" data-type={t.type}>
            {t.title && <strong>{t.title}</strong>}
            <span>{t.message}</span>
            <button type="button" aria-label="close" onClick={() => removeToast(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </>
  );
}

export function ConfirmDialog() {
  const request = useObservable<ConfirmRequest | null>(confirm$, null);
  if (!request) return null;
  return (
    <div className="overlay">
      <div className="popup" role="alertdialog" aria-modal="true" data-testid="confirm-dialog">
        {request.title && <h2>{request.title}</h2>}
        <p>{request.message}</p>
        <div className="popup__actions">
          <button type="button" className="btn btn--primary" data-testid="confirm-ok" onClick={() => answerConfirm(true)}>
            {request.okLabel}
          </button>
          <button type="button" className="btn" data-testid="confirm-cancel" onClick={() => answerConfirm(false)}>
            {request.cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
