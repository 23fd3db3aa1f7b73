// first: take the sign-in token out of the address bar before the router reads it
import './api/sign-in';
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { installElement } from './element';
import { i18n } from './i18n';
import { router } from './router';
import './style.css';

const app = createApp(App);
app.use(createPinia());
app.use(i18n);
app.use(router);
installElement(app);
app.mount('#app');
