"""browser-host serving one mini-app on 127.0.0.1 with a port the system picks, for the browser and load tests."""
import os
import re
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)
BINARY = os.environ.get("BROWSER_HOST", os.path.join(PACKAGE, ".build", "debug", "browser-host"))


class Server:
    """browser-host serving `app` (ride, onboarding, …) on 127.0.0.1 and a port the system picked; stopped with
    SIGTERM, then killed."""

    def __init__(self, *arguments, app="ride"):
        self.app = app
        self.errors = tempfile.TemporaryFile(mode="w+")
        self.process = subprocess.Popen(
            [BINARY, app, "--port", "0", *arguments], stdout=subprocess.PIPE, stderr=self.errors, text=True)
        deadline = time.monotonic() + 20
        line = ""
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if match:
                self.base = "http://127.0.0.1:" + match.group(1)
                return
            if self.process.poll() is not None:
                break
        self.stop()
        self.errors.seek(0)
        raise RuntimeError("browser-host %s did not print its address within 20 s; last line: %r, stderr: %r"
                           % (app, line, self.errors.read()))

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)

    def rss_kib(self):
        with open("/proc/%d/status" % self.process.pid) as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0
