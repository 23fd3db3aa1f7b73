import { createRouter, createWebHashHistory } from 'vue-router';

// Hash history: the same URLs work from file:// in Electron and from `/` under serve.
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/tasks' },
    { path: '/new', name: 'builder', component: () => import('./pages/TaskBuilder.vue') },
    { path: '/tasks', name: 'tasks', component: () => import('./pages/TaskList.vue') },
    { path: '/tasks/:taskId', name: 'task', component: () => import('./pages/TaskDetail.vue'), props: true },
    { path: '/billing', name: 'billing', component: () => import('./pages/Billing.vue') },
    { path: '/accounts', name: 'accounts', component: () => import('./pages/Accounts.vue') },
    { path: '/settings', name: 'settings', component: () => import('./pages/Settings.vue') },
  ],
});
