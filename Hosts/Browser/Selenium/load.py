"""Load: many concurrent sessions, each taking many steps over loopback, against one browser-host serving RideApp.

Each session signs up with its own e-mail address, then takes random steps (buttons and backs) through
the JSON answers the page's script gets. Reports p50/p99 latency per step and memory per session, and
fails on any error or on a session seeing another's state.

    python3 load.py --sessions 100 --steps 100
"""
import argparse
import http.client
import json
import random
import sys
import threading
import time

from server import Server

VALUES = {"phone": "+15550100", "code": "123456", "pickup": "Home", "dropoff": "Work"}


class Session(threading.Thread):
    def __init__(self, port, number, steps, seed):
        super().__init__(daemon=True)
        self.port = port
        self.number = number
        self.steps = steps
        self.rng = random.Random(seed * 1000 + number)
        self.latencies = []
        self.problems = []
        self.email = "rider%d@example.com" % number

    def request(self, method, path, body=None, accept="application/json"):
        headers = {"Accept": accept}
        if self.cookie:
            headers["Cookie"] = self.cookie
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        started = time.perf_counter()
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        data = response.read()
        return response, data, time.perf_counter() - started

    def run(self):
        try:
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
            self.cookie = None
            response, _, _ = self.request("GET", "/")
            self.cookie = response.getheader("Set-Cookie").split(";")[0]
            self.id = self.cookie.split("=", 1)[1]
            _, data, _ = self.request("GET", "/app/state")
            state = json.loads(data)
            for step in range(self.steps):
                state = self.step(step, state)
            _, data, _ = self.request("GET", "/debug/state")
            debug = json.loads(data)
            if debug["session"] != self.id:
                self.problems.append("the debug endpoint answered for session %s, not %s" % (debug["session"], self.id))
            if debug["stack"] != state["stack"]:
                self.problems.append("the last answer showed %s but the navigator holds %s" % (state["stack"], debug["stack"]))
        except Exception as error:  # Reported with the session's number; the run fails.
            self.problems.append("session %d: %r" % (self.number, error))

    def step(self, step, state):
        if step < 3:
            action = ["submit-phone", "submit-code", "submit-email"][step]
            fields = {"phone": VALUES["phone"], "code": VALUES["code"], "email": self.email}
            body = "_action=%s&%s" % (action, "&".join("%s=%s" % (f, fields[f]) for f in state["fields"]))
            path = "/app/act"
        elif state["canGoBack"] and self.rng.random() < 0.25:
            path, body, action = "/app/back", "count=1", "back"
        elif state["actions"]:
            action = self.rng.choice(state["actions"])
            values = "&".join("%s=%s" % (f, VALUES.get(f, "SAVE10")) for f in state["fields"])
            body = "_action=%s&%s" % (action, values)
            path = "/app/act"
        else:
            path, body, action = "/app/back", "count=1", "back"
        response, data, seconds = self.request("POST", path, body)
        self.latencies.append(seconds)
        answer = json.loads(data)
        if response.status != 200:
            self.problems.append("session %d step %d (%s): %d %s" % (self.number, step, action, response.status, answer.get("error")))
        if step == 2 and ("Signed in as %s." % self.email) not in answer["html"]:
            self.problems.append("session %d signed up as %s but its home page does not say so" % (self.number, self.email))
        for other in ("rider%d@example.com" % n for n in range(1000) if n != self.number):
            if other in answer["html"]:
                self.problems.append("session %d sees %s" % (self.number, other))
                break
        return answer


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    arguments = parser.parse_args()
    server = Server()
    try:
        port = int(server.base.rsplit(":", 1)[1])
        # The baseline, from the same server: one session alone, so a step's own cost is seen without queueing.
        alone = Session(port, 9999, arguments.steps, arguments.seed)
        alone.run()
        if alone.problems:
            print("load: the lone session failed: %s" % alone.problems[:3])
            return 1
        time.sleep(0.5)
        before = server.rss_kib()
        sessions = [Session(port, n, arguments.steps, arguments.seed) for n in range(arguments.sessions)]
        started = time.monotonic()
        for session in sessions:
            session.start()
        for session in sessions:
            session.join(timeout=300)
        elapsed = time.monotonic() - started
        after = server.rss_kib()
        stuck = [s.number for s in sessions if s.is_alive()]
        latencies = [value for s in sessions for value in s.latencies]
        problems = [p for s in sessions for p in s.problems]
        print("load: baseline, 1 session alone x %d steps: p50 %.1f ms, p99 %.1f ms per step"
              % (len(alone.latencies), percentile(alone.latencies, 0.5) * 1000, percentile(alone.latencies, 0.99) * 1000))
        print("load: %d sessions x %d steps = %d steps in %.1f s (%.0f steps/s)"
              % (len(sessions), arguments.steps, len(latencies), elapsed, len(latencies) / elapsed))
        print("load: latency per step p50 %.1f ms, p99 %.1f ms, max %.1f ms"
              % (percentile(latencies, 0.5) * 1000, percentile(latencies, 0.99) * 1000, max(latencies) * 1000))
        print("load: server RSS %.1f MiB before, %.1f MiB with %d live sessions: %.0f KiB per session"
              % (before / 1024, after / 1024, len(sessions), (after - before) / len(sessions)))
        print("load: %d errors, %d sessions still running" % (len(problems), len(stuck)))
        for problem in problems[:20]:
            print("  " + problem)
        return 1 if problems or stuck else 0
    finally:
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
