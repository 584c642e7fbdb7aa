// 18+ at sign-up (issue 33): the host's rule from its configuration — the player's declaration (a box
// to tick) or a date of birth. The server checks again and records what was given; under 18 is refused.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signupAgeCheck } from '../site/site-config';
import { FieldError } from './fields';

export interface AdultAnswer {
  rule: 'declaration' | 'dateOfBirth';
  declared: boolean;
  setDeclared(on: boolean): void;
  dateOfBirth: string;
  setDateOfBirth(value: string): void;
  shown: boolean;
  setShown(on: boolean): void;
}

export function useAdultAnswer(): AdultAnswer {
  const [declared, setDeclared] = useState(false);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [shown, setShown] = useState(false);
  return { rule: signupAgeCheck(), declared, setDeclared, dateOfBirth, setDateOfBirth, shown, setShown };
}

/** Whole years from a 'YYYY-MM-DD' birth date to today on the device. */
function yearsSince(birth: string, now = new Date()): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  return now.getFullYear() - y - (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d) ? 1 : 0);
}

/** The text key (under `signup.`) of what is wrong with the answer, or null. */
export function adultError(a: Pick<AdultAnswer, 'rule' | 'declared' | 'dateOfBirth'>): 'adultRequired' | 'dobRequired' | 'underAge' | null {
  if (a.rule === 'declaration') return a.declared ? null : 'adultRequired';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(a.dateOfBirth)) return 'dobRequired';
  return yearsSince(a.dateOfBirth) < 18 ? 'underAge' : null;
}

export function AdultField({ answer, disabled }: { answer: AdultAnswer; disabled: boolean }) {
  const { t } = useTranslation();
  const error = answer.shown ? adultError(answer) : null;
  if (answer.rule === 'dateOfBirth') {
    return (
      <label className="field">
        <span>{t('signup.dateOfBirth')}</span>
        <input
          className="input"
          type="date"
          name="date_of_birth"
          data-testid="signup-date-of-birth"
          disabled={disabled}
          max={new Date().toISOString().slice(0, 10)}
          value={answer.dateOfBirth}
          onChange={(e) => answer.setDateOfBirth(e.target.value)}
          onBlur={() => answer.setShown(true)}
        />
        <FieldError name="date_of_birth" error={error ? t(`signup.${error}`) : undefined} />
      </label>
    );
  }
  return (
    <label className="field field--check">
      <input type="checkbox" name="adult" data-testid="signup-adult" disabled={disabled} checked={answer.declared} onChange={(e) => answer.setDeclared(e.target.checked)} />
      <span>{t('signup.adultDeclaration')}</span>
      <FieldError name="adult" error={error ? t(`signup.${error}`) : undefined} />
    </label>
  );
}
