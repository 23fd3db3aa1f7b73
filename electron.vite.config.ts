import { resolve } from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: {
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src-main/index.ts'),
          // the service's worker threads, found next to index.js (src-main/threads.ts)
          'node-worker': resolve(__dirname, 'src-main/engine/nodes/worker-entry.ts'),
        },
      },
    },
  },
  preload: {
    plugins: [externalizeDepsPlugin()],
    // A sandboxed window cannot load an ES-module preload: emit CommonJS (.cjs, as the package is "type": "module").
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src-preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    build: {
      // served to browsers by `serve` as well as loaded by the window: ship it minified
      minify: 'esbuild',
      chunkSizeWarningLimit: 1200,
      rollupOptions: { input: { index: resolve(__dirname, 'src-renderer/index.html') } },
    },
    plugins: [vue()],
  },
});
