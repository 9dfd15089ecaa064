"""Every mini-app in headless Chromium: it starts, renders its first screen with accessible markup, one click
moves forward, the browser's back returns, the page, the history and the navigator agree at each step, and the
inspector draws the same path.
The second screen of each app but RideApp is saved as Screenshots/mini-<app>.png for the README."""
import json
import os
import tempfile
import unittest
import urllib.request

from selenium.webdriver.common.by import By

from harness import BrowserTestCase
from server import Server

# app, its server arguments, the first screen's path, the fields to fill, the button, the next screen's path.
APPS = [
    ("ride", (), "Root > Onboarding > enter-phone", {"phone": "+15550100"}, "submit-phone",
     "Root > Onboarding > verify-phone"),
    ("onboarding", (), "Onboarding > enter-phone", {"phone": "+15550100"}, "submit-phone",
     "Onboarding > verify-phone"),
    ("ride-feature", (), "Ride > Request > request", {"pickup": "Home", "dropoff": "Airport"}, "get-quote",
     "Ride > Request > confirm-ride"),
    ("profile", (), "Profile > profile", {}, "edit-name", "Profile > edit-name"),
    ("rating", ("--flag", "tips=on"), "Rating > rate-ride", {"stars": "5"}, "rate", "Rating > ride-comment"),
    ("payments", ("--flag", "coupons=on"), "Payments > payment-methods", {}, "select:coupons",
     "Payments > coupon-entry"),
]


class MiniAppSmoke(BrowserTestCase):
    """One mini-app's smoke test; the subclasses below name the app."""

    first_path = next_path = action = ""
    fields = {}

    def assert_accessible(self):
        """One heading names the screen; every field has its label; every action is a button; the path is a nav."""
        headings = self.driver.find_elements(By.CSS_SELECTOR, ".layer:not([inert]) h1, dialog[open] h1")
        self.assertEqual(len(headings), 1, "the screen has no single <h1>")
        self.assertTrue(headings[0].text.strip(), "the screen's <h1> is empty")
        self.assertTrue(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang"), "the page has no lang")
        for field in self.driver.find_elements(By.CSS_SELECTOR, "#app input:not([type='hidden'])"):
            labels = self.driver.find_elements(By.CSS_SELECTOR, "label[for='%s']" % field.get_attribute("id"))
            self.assertEqual(len(labels), 1, "the field %s has no label" % field.get_attribute("name"))
            self.assertTrue(labels[0].text.strip(), "the field %s's label is empty" % field.get_attribute("name"))
        actions = self.driver.find_elements(By.CSS_SELECTOR, "#app [name='_action']")
        self.assertTrue(actions, "the screen offers no action")
        for action in actions:
            self.assertEqual(action.tag_name, "button", "the action %s is not a button" % action.get_attribute("value"))

    def assert_path(self, path, context):
        state = self.assert_agrees(context)
        self.assertEqual(state["path"], path, "the navigator's path " + context)
        self.assertEqual(self.driver.find_element(By.ID, "path").text, path, "the page's path " + context)
        return state

    def run_smoke(self):
        self.open("/")
        first = self.assert_path(self.first_path, "on the first screen")
        self.assert_accessible()
        for field, value in self.fields.items():
            self.fill(field, value)
        self.click(self.action)
        moved = self.assert_path(self.next_path, "after " + self.action)
        self.assertEqual(moved["depth"], first["depth"] + 1, "one click pushed one history entry")
        self.assert_accessible()
        if self.app != "ride":  # RideApp's screenshots come from test_ride.py
            self.shoot("mini-%s.png" % self.app)
        self.back()
        self.assert_path(self.first_path, "after the browser's back")
        # The inspector draws the same path, with the screen shown marked active in the tree.
        self.open("/inspector")
        self.wait_for_inspector(self.first_path, self.first_path.split(" > ")[-1], "after the back")


def smoke_case(app, arguments, first_path, fields, action, next_path):
    name = "".join(word.capitalize() for word in app.split("-")) + "AppSmokeTests"
    test = lambda self: self.run_smoke()
    test.__name__ = "test_%s_starts_moves_forward_and_back" % app.replace("-", "_")
    return type(name, (MiniAppSmoke,), {
        "app": app, "server_arguments": arguments, "first_path": first_path, "fields": fields, "action": action,
        "next_path": next_path, test.__name__: test,
    })


for _case in APPS:
    _class = smoke_case(*_case)
    globals()[_class.__name__] = _class
del _case, _class


class OpenOptionTests(BrowserTestCase):
    """--open URL opens the link in every new session, as the terminal app's --open does at its start."""

    server_arguments = ("--flag", "signed-in=on", "--open", "ride://profile/ada")

    def test_every_new_session_opens_the_link(self):
        self.open("/")
        state = self.assert_agrees("the link opened at the start")
        self.assertEqual(state["screen"], "profile")
        self.assertEqual(self.driver.find_element(By.ID, "path").text, state["path"])


class OtherAppSaveRestoreTests(unittest.TestCase):
    """--save and --restore work for every mini-app, not only RideApp: ProfileApp's name editor comes back."""

    def test_profile_saved_on_stop_restores_on_start(self):
        path = os.path.join(tempfile.mkdtemp(), "profile.json")
        server = Server("--save", path, app="profile")
        try:
            opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
            opener.open(server.base + "/", timeout=10).read()
            opener.open(server.base + "/app/act", data=b"_action=edit-name", timeout=10).read()
        finally:
            server.stop()
        restored = Server("--restore", path, app="profile")
        try:
            opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
            opener.open(restored.base + "/", timeout=10).read()
            state = json.loads(opener.open(restored.base + "/debug/state", timeout=10).read())
            self.assertEqual((state["path"], state["layers"]), ("Profile > edit-name", [["profile", "edit-name"]]))
        finally:
            restored.stop()


if __name__ == "__main__":
    unittest.main(verbosity=2)
