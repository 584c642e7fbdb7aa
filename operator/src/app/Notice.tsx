// One line saying how the last action went (role=status so screen readers hear it).
export function Notice({ text, error }: { text: string | null; error?: boolean }) {
  if (!text) return null;
  return (
    <p role={error ? 'alert' : 'status'} className={error ? 'error' : 'ok'}>
      {text}
    </p>
  );
}
