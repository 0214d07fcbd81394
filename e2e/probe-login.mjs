import { chromium } from '@playwright/test';
import zlib from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
const files = [];
page.on('response', async (r) => { if (r.url().endsWith('.js')) { const b = await r.body().catch(()=>Buffer.alloc(0)); files.push([r.url().split('/').pop(), zlib.gzipSync(b).length]); } });
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
let t=0; for (const [f,n] of files.sort((a,b)=>b[1]-a[1])) { t+=n; console.log(String(n).padStart(7), f); }
console.log('total', t);
await browser.close();
