// Headed browsers need a display. On a Linux machine without one (a server, CI) the pool starts
// its own Xvfb the first time a platform asks for a headed browser, and stops it on close.

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fail } from './errors.js';

const XVFB_PATHS = ['/usr/bin/Xvfb', '/usr/local/bin/Xvfb'];

export function needsVirtualDisplay(env: NodeJS.ProcessEnv = process.env): boolean {
  return process.platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY;
}

export class VirtualDisplay {
  private proc: ChildProcess | null = null;
  private starting: Promise<string> | null = null;

  /** the DISPLAY value to launch headed browsers with */
  get(): Promise<string> {
    return (this.starting ??= this.start().catch((err: unknown) => {
      this.starting = null;
      throw err;
    }));
  }

  private async start(): Promise<string> {
    const xvfb = XVFB_PATHS.find((p) => existsSync(p));
    if (!xvfb) throw fail.browser('该平台需要有界面的浏览器，但没有可用的显示 (未设置 DISPLAY，也未安装 Xvfb)');
    for (let n = 90 + Math.floor(Math.random() * 100); n < 400; n += 7) {
      if (existsSync(`/tmp/.X11-unix/X${n}`) || existsSync(`/tmp/.X${n}-lock`)) continue;
      const proc = spawn(xvfb, [`:${n}`, '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
      const up = await new Promise<boolean>((resolve) => {
        let tries = 0;
        const timer = setInterval(() => {
          if (existsSync(`/tmp/.X11-unix/X${n}`)) {
            clearInterval(timer);
            resolve(true);
          } else if (proc.exitCode !== null || ++tries > 50) {
            clearInterval(timer);
            resolve(false);
          }
        }, 100);
      });
      if (up) {
        this.proc = proc;
        proc.unref();
        return `:${n}`;
      }
      proc.kill();
    }
    throw fail.browser('无法启动虚拟显示 (Xvfb)');
  }

  async close(): Promise<void> {
    const proc = this.proc;
    this.proc = null;
    this.starting = null;
    if (proc && proc.exitCode === null) {
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2_000))]);
    }
  }
}
