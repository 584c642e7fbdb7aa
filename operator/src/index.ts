import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import './app/console.css';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(createElement(App));
