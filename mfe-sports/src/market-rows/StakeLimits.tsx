// A market's stake limits under its title ('Min 100 · Max 1,00,000'), in rupees with Indian grouping.
import { useTranslation } from 'react-i18next';
import { formatIndianNumber } from '@khel/shared-kernel';

export function StakeLimits({ min, max, testId }: { min: number | null | undefined; max: number | null | undefined; testId: string }) {
  const { t } = useTranslation();
  if (!min || !max) return null;
  return (
    <small className="market__limits" data-testid={testId}>
      {t('sports.stakeLimits', { min: formatIndianNumber(min, 0), max: formatIndianNumber(max, 0) })}
    </small>
  );
}
