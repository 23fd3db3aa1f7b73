import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { captureToken } from './api/session';
import { installElement } from './element';
import { i18n } from './i18n';
import { router } from './router';
import './style.css';

// before the router reads the fragment: `#token=…` is a sign-in, not a route
captureToken();

const app = createApp(App);
app.use(createPinia());
app.use(i18n);
app.use(router);
installElement(app);
app.mount('#app');
