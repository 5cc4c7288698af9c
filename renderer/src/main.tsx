import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/App.tsx';
import './styles/tokens.css';
import './styles/base.css';
import './styles/sidebar.css';
import './styles/controls.css';
import './styles/surfaces.css';
import './styles/home.css';
import './styles/content.css';
import './styles/media.css';
import './styles/tester.css';
import './styles/settings.css';
import './styles/builder.css';
import './styles/api-reference.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
