// The Rules pop-up (§2.12): General Rules and Fancy Rules, one tab at a time.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Popup } from '../popup/Popup';
import { FANCY_RULES, GENERAL_RULES, type RulesSection } from './rules-text';
import './rules.css';

type Tab = 'general' | 'fancy';

function Sections({ sections }: { sections: readonly RulesSection[] }) {
  const { t } = useTranslation();
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="rules__section">
          <h4>{t(section.heading)}</h4>
          <ol>
            {section.rules.map((rule) => (
              <li key={rule}>{t(rule)}</li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

export function RulesButton() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab | null>(null);
  return (
    <>
      <button type="button" className="rules__button" data-testid="rules-open" onClick={() => setTab('general')}>
        {t('sports.rules')}
      </button>
      {tab && (
        <Popup
          wide
          label={t('sports.rules')}
          title={
            <span role="tablist" className="rules__tabs">
              <button type="button" role="tab" aria-selected={tab === 'general'} data-testid="rules-tab-general" onClick={() => setTab('general')}>
                {t('sports.generalRules')}
              </button>
              <button type="button" role="tab" aria-selected={tab === 'fancy'} data-testid="rules-tab-fancy" onClick={() => setTab('fancy')}>
                {t('sports.fancyRules')}
              </button>
            </span>
          }
          onClose={() => setTab(null)}
          testId="rules-popup"
          closeTestId="rules-close"
        >
          <div className="rules__body" role="tabpanel">
            <Sections sections={tab === 'general' ? GENERAL_RULES : FANCY_RULES} />
          </div>
        </Popup>
      )}
    </>
  );
}
