// The e-mail verification link's page (§7.1, §8): calls the spec's verify path once, shows the
// server's statusDesc as a success or error toast, and goes home.
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { toastError, toastSuccess } from '@khel/shared-kernel';
import { verifyEmailLink } from './email-api';

// A link is single use: a second render of this page (React's development double effects, a
// re-mount) must not open it again and turn the success into an error.
const opened = new Set<string>();

export function VerifyEmailPage() {
  const { a = '', b = '' } = useParams();
  useEffect(() => {
    const key = `${a}/${b}`;
    if (opened.has(key)) return;
    opened.add(key);
    void verifyEmailLink(a, b).then(({ success, statusDesc }) => (success ? toastSuccess(statusDesc) : toastError(statusDesc)));
  }, [a, b]);
  return <Navigate to="/" replace />;
}
