"""Starts browser-host with one mini-app on a free loopback port and drives it with headless Chromium through Selenium.

Every wait is bounded and fails with what it waited for; a failing test saves a screenshot under
Screenshots/failures/.
"""
import atexit
import json
import os
import time
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from server import PACKAGE, Server

SCREENSHOTS = os.path.join(PACKAGE, "Screenshots")
FAILURES = os.path.join(SCREENSHOTS, "failures")
WAIT_SECONDS = 10


_driver = None


def shared_driver():
    """One headless Chromium for every test of the run (starting one costs seconds); quit at exit."""
    global _driver
    if _driver is None:
        _driver = make_driver()
        atexit.register(_driver.quit)
    return _driver


def make_driver():
    options = Options()
    options.add_argument("--headless=new")
    options.add_argument("--no-sandbox")
    options.add_argument("--disable-dev-shm-usage")
    options.add_argument("--disable-gpu")
    options.add_argument("--window-size=1100,900")
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(20)
    driver.set_script_timeout(20)
    return driver


class BrowserTestCase(unittest.TestCase):
    """A test with its own server and browser; `self.fail_shot` names the screenshot of a failure."""

    app = "ride"
    server_arguments = ()

    def setUp(self):
        self.server = Server(*self.server_arguments, app=self.app)
        self.driver = shared_driver()
        # A clean browser for each test: one tab, no cookies, no history of the last test's server.
        for handle in self.driver.window_handles[1:]:
            self.driver.switch_to.window(handle)
            self.driver.close()
        self.driver.switch_to.window(self.driver.window_handles[0])
        self.driver.get("about:blank")
        self.driver.delete_all_cookies()

    def tearDown(self):
        outcome = getattr(self, "_outcome", None)
        failed = False
        if outcome is not None and hasattr(outcome, "result"):
            result = outcome.result
            failed = any(test is self for test, _ in result.failures + result.errors)
        if failed:
            os.makedirs(FAILURES, exist_ok=True)
            path = os.path.join(FAILURES, self.id().split(".")[-1] + ".png")
            try:
                self.driver.save_screenshot(path)
                print("screenshot of the failure: " + path)
            except Exception as error:  # The browser may be gone; the test's own failure matters more.
                print("no screenshot: %s" % error)
        self.server.stop()

    # MARK: Driving

    def url(self, path):
        return self.server.base + path

    def open(self, path):
        self.driver.get(self.url(path))
        self.wait_idle("the page at " + path)

    def wait_for(self, condition, what, seconds=WAIT_SECONDS):
        deadline = time.monotonic() + seconds
        last = None
        while time.monotonic() < deadline:
            try:
                value = condition()
                if value:
                    return value
            except Exception as error:  # A page being replaced answers with stale elements; try again.
                last = error
            time.sleep(0.02)
        self.fail("waited %d s for %s (last error: %s)" % (seconds, what, last))

    def wait_idle(self, what):
        self.wait_for(lambda: self.driver.execute_script(
            "return document.readyState === 'complete' && document.documentElement.dataset.busy === '0'"),
            "the page to settle after " + what)

    def state(self):
        """The session's navigator as the debug endpoint reports it, read with the browser's cookie."""
        return self.observe()["navigator"]

    def observe(self):
        """The navigator (from the debug endpoint) and the page's history, read in one round trip."""
        text = self.driver.execute_async_script(
            "const done = arguments[0];"
            "const page = {state: history.state, length: history.length, path: location.pathname,"
            " screen: (document.getElementById('app') || {dataset: {}}).dataset.screen || null,"
            " shown: window.switchyard ? window.switchyard.shown() : null};"
            "fetch('/debug/state', {credentials: 'same-origin'}).then(r => r.text())"
            ".then(text => done(JSON.stringify({page, navigator: JSON.parse(text)})), e => done('ERR ' + e));")
        return json.loads(text)

    def click(self, action):
        button = self.driver.find_element(
            By.CSS_SELECTOR, "dialog[open]:not([inert]) button[value='%s'], .layer:not([inert]) button[value='%s']"
            % (action, action))
        button.click()
        self.wait_idle("pressing " + action)

    def press(self, selector, what):
        """Clicks the element `selector`, again if the inspector's live refresh replaced it first."""
        def attempt():
            self.driver.find_element(By.CSS_SELECTOR, selector).click()
            return True
        self.wait_for(attempt, "pressing " + what)

    def wait_for_inspector(self, path, screen, what):
        """Waits until the inspector shows `path` with `screen` marked active in its tree.

        The inspector replaces its panels whenever its event stream reports a change (also once when it
        connects), so every read is retried until it holds instead of keeping an element that may go stale.
        """
        self.wait_for(lambda: self.driver.find_element(By.ID, "active-path").text == path,
                      "the inspector to show the path %s %s" % (path, what))
        self.wait_for(lambda: self.driver.find_elements(
            By.CSS_SELECTOR, ".flow-tree .node.active[data-name='%s']" % screen),
            "the inspector's tree to mark %s active %s" % (screen, what))

    def fill(self, field, text):
        element = self.driver.find_element(By.CSS_SELECTOR, "input[name='%s']:not([disabled])" % field)
        element.clear()
        element.send_keys(text)

    def back(self):
        self.driver.back()
        self.wait_idle("the browser's back button")

    def forward(self):
        self.driver.forward()
        self.wait_idle("the browser's forward button")

    def reload(self):
        self.driver.refresh()
        self.wait_idle("a reload")

    def assert_agrees(self, context=""):
        """The page, the browser's history and the navigator's host model agree."""
        observed = self.observe()
        state = observed["navigator"]
        page = observed["page"]
        where = " (%s)" % context if context else ""
        self.assertEqual(page["screen"], state["screen"], "the page shows another screen than the navigator" + where)
        self.assertIsNotNone(page["state"], "the history entry has no state" + where)
        self.assertEqual(page["state"]["pos"], state["depth"],
                         "the history position is not the host model's depth %s%s" % (state["layers"], where))
        self.assertEqual(page["shown"], state["stack"], "the history mirrors another stack" + where)
        self.assertEqual(page["path"], "/app/" + state["screen"], "the URL does not name the top screen" + where)
        self.assertGreaterEqual(page["length"], state["depth"], "the history is shorter than the stack" + where)
        return state

    def sign_up(self, email="ada@example.com"):
        self.fill("phone", "+15550100")
        self.click("submit-phone")
        self.fill("code", "123456")
        self.click("submit-code")
        self.fill("email", email)
        self.click("submit-email")

    def shoot(self, name):
        os.makedirs(SCREENSHOTS, exist_ok=True)
        self.driver.save_screenshot(os.path.join(SCREENSHOTS, name))
