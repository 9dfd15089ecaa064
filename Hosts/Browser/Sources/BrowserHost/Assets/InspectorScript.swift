/// The inspector's script: follows the session through server-sent events and posts its forms with `fetch`.
enum InspectorScript {
    static let source = #"""
        (() => {
          'use strict';
          const panels = document.getElementById('panels');
          const root = document.documentElement;
          let refreshing = false;
          let again = false;
          let pending = 0;
          const busy = (delta) => { pending += delta; root.dataset.busy = String(pending); };

          async function refresh() {
            if (refreshing) { again = true; return; }
            refreshing = true;
            busy(1);
            try {
              const response = await fetch('/inspector/panels', { credentials: 'same-origin' });
              if (response.ok) panels.innerHTML = await response.text();
            } finally {
              refreshing = false;
              busy(-1);
              if (again) { again = false; refresh(); }
            }
          }

          function showError(answer) {
            const box = document.getElementById('inspector-error');
            box.replaceChildren();
            if (!answer || !answer.error) return;
            const alert = document.createElement('p');
            alert.className = 'error';
            alert.setAttribute('role', 'alert');
            alert.dataset.code = answer.error.code;
            alert.textContent = answer.error.code + ': ' + answer.error.message;
            box.append(alert);
          }

          document.addEventListener('submit', async (event) => {
            const form = event.target;
            event.preventDefault();
            busy(1);
            try {
              const multipart = form.enctype === 'multipart/form-data';
              const data = new FormData(form, event.submitter);
              const response = await fetch(form.action, {
                method: 'POST',
                credentials: 'same-origin',
                headers: multipart ? { Accept: 'application/json' }
                  : { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
                body: multipart ? data : new URLSearchParams(data).toString(),
              });
              const answer = await response.json().catch(() => null);
              await refresh();
              showError(answer);
            } finally {
              busy(-1);
            }
          });

          root.dataset.busy = '0';
          if (window.EventSource) {
            const events = new EventSource('/inspector/events');
            events.addEventListener('changed', () => refresh());
          }
        })();
        """#
}
