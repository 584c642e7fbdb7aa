import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import './app/console.css';
import { App } from './app/App';
import { startConsoleI18n } from './i18n/i18n';

// the remembered language's texts arrive before the first render: no English flash
void startConsoleI18n().then(() => createRoot(document.getElementById('root')!).render(createElement(App)));
