import { measureFirstLoadJs } from '/work/main/scripts/bench/first-load-js.ts'
for (const p of process.argv.slice(2)) {
  const r = await measureFirstLoadJs('http://localhost:3000' + p)
  console.log(p, (r.totalGzipBytes/1000).toFixed(1), r.scripts.map(s => `${s.src.split('/').pop()}:${(s.gzipBytes/1000).toFixed(1)}`).join(' '))
}
