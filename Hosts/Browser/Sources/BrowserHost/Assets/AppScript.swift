/// The app page's script: posts forms with `fetch` and keeps the browser's history equal to the host model.
///
/// The browser holds one history entry per screen of the host model (`history.state.pos` is the
/// screen's place, from 1) over a guard entry (`pos` 0), so a back from the first screen reaches
/// the navigator instead of leaving the page. After every answer the script moves the history from
/// what it mirrored to the new stack: back to the longest shared part, replace, push.
/// A browser back reaches the server as `/app/back` (a system back); when the navigator refuses it,
/// the entry is pushed again. A forward press cannot move the navigator forward, so the history is
/// moved back to it. Changes made elsewhere (the inspector) arrive as server-sent events.
enum AppScript {
    static let source = #"""
        (() => {
          'use strict';
          const main = document.getElementById('main');
          const root = document.documentElement;
          let shown = [];
          let version = 0;
          let ignorePops = 0;
          const popWaiters = [];
          let queue = Promise.resolve();
          let pending = 0;

          const app = () => document.getElementById('app');
          const urlFor = (key) => '/app/' + encodeURIComponent(key.slice(key.indexOf(':') + 1));
          const entry = (pos, key) => ({ switchyard: true, pos, key });

          function enqueue(job) {
            pending += 1;
            root.dataset.busy = String(pending);
            queue = queue.then(job).catch((error) => { console.error(error); }).then(() => {
              pending -= 1;
              root.dataset.busy = String(pending);
            });
            return queue;
          }

          function goBack(count) {
            return new Promise((resolve) => {
              ignorePops += 1;
              const timer = setTimeout(() => { ignorePops = Math.max(0, ignorePops - 1); resolve(); }, 2000);
              popWaiters.push(() => { clearTimeout(timer); resolve(); });
              history.go(-count);
            });
          }

          async function mirror(from, to) {
            let common = 0;
            while (common < from.length && common < to.length && from[common] === to[common]) common += 1;
            let pops = from.length - common;
            if (pops > 0 && to.length > common) pops -= 1;
            if (pops > 0) await goBack(pops);
            const pos = from.length - pops;
            if (pos > 0 && (from[pos - 1] !== to[pos - 1] || location.pathname !== urlFor(to[pos - 1]))) {
              history.replaceState(entry(pos, to[pos - 1]), '', urlFor(to[pos - 1]));
            }
            for (let index = pos; index < to.length; index += 1) {
              history.pushState(entry(index + 1, to[index]), '', urlFor(to[index]));
            }
            shown = to.slice();
          }

          async function apply(state, from) {
            if (typeof state.html === 'string' && state.html.length > 0) main.innerHTML = state.html;
            if (state.title) document.title = state.title;
            const path = document.getElementById('path');
            if (path && typeof state.path === 'string') path.textContent = state.path;
            if (Array.isArray(state.stack)) await mirror(from, state.stack);
            if (typeof state.version === 'number') version = state.version;
            const focus = main.querySelector('dialog[open]:not([inert]) h1, .layer:not([inert]) h1');
            if (focus) { focus.setAttribute('tabindex', '-1'); focus.focus({ preventScroll: true }); }
          }

          async function request(url, body) {
            const init = { headers: { Accept: 'application/json' }, credentials: 'same-origin' };
            if (body !== undefined) {
              init.method = 'POST';
              init.headers['Content-Type'] = 'application/x-www-form-urlencoded';
              init.body = body;
            }
            const response = await fetch(url, init);
            return response.json();
          }

          document.addEventListener('submit', (event) => {
            const form = event.target;
            const target = form.getAttribute('action');
            if (target !== '/app/act' && target !== '/app/back') return;
            event.preventDefault();
            if (target === '/app/back') { history.back(); return; }
            const body = new URLSearchParams(new FormData(form, event.submitter)).toString();
            enqueue(async () => apply(await request('/app/act', body), shown));
          });

          window.addEventListener('popstate', (event) => {
            if (ignorePops > 0) {
              ignorePops -= 1;
              const waiter = popWaiters.shift();
              if (waiter) waiter();
              return;
            }
            const state = event.state;
            if (!state || !state.switchyard) return;
            enqueue(async () => {
              if (state.pos < shown.length) {
                const from = shown.slice(0, state.pos);
                const answer = await request('/app/back', 'count=' + (shown.length - state.pos));
                await apply(answer, from);
              } else if (state.pos > shown.length) {
                await goBack(state.pos - shown.length);
              }
            });
          });

          async function sync() {
            const state = await request('/app/state');
            if (typeof state.version === 'number' && state.version === version) return;
            await apply(state, shown);
          }

          window.addEventListener('pageshow', (event) => { if (event.persisted) enqueue(sync); });

          function start() {
            const stack = JSON.parse(app() ? app().dataset.stack || '[]' : '[]');
            version = Number(app() ? app().dataset.version : 0);
            enqueue(async () => {
              const state = history.state;
              if (!state || !state.switchyard) {
                // A guard entry beneath the first screen: a back from the first screen lands on it and
                // reaches the navigator, instead of leaving the page.
                history.replaceState(entry(0, null), '', location.pathname);
                await mirror([], stack);
              } else {
                const from = [];
                for (let index = 0; index < state.pos; index += 1) {
                  from.push(index === state.pos - 1 ? state.key : (index < stack.length ? stack[index] : '?'));
                }
                await mirror(from, stack);
              }
            });
            if (window.EventSource) {
              const events = new EventSource('/app/events');
              events.addEventListener('changed', (event) => {
                if (Number(event.data) !== version) enqueue(sync);
              });
            }
          }

          root.dataset.busy = '0';
          window.switchyard = { shown: () => shown.slice(), version: () => version };
          start();
        })();
        """#
}
