"""RideApp in headless Chromium: sign-up, a ride, the coupon link, back and forward, reload, save and restore,
the inspector, and bad input."""
import json
import os
import tempfile
import time
import unittest
import urllib.request

from selenium.webdriver.common.by import By

from harness import BrowserTestCase
from server import Server

COUPON = "ride://payments/coupons/SAVE10"


class RideTests(BrowserTestCase):
    def test_sign_up_then_a_ride(self):
        self.open("/")
        state = self.assert_agrees("first screen")
        self.assertEqual(state["path"], "Root > Onboarding > enter-phone")
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "h1").text, "What's your phone number?")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "label[for='field-phone']").text, "Phone number")
        self.shoot("app-enter-phone.png")
        self.fill("phone", "+15550100")
        self.click("submit-phone")
        self.assertEqual(self.assert_agrees("after submit-phone")["depth"], 2)
        self.fill("code", "123456")
        self.click("submit-code")
        self.assertEqual(self.assert_agrees("after submit-code")["layers"], [["enter-phone", "verify-phone", "enter-email"]])
        self.fill("email", "ada@example.com")
        self.click("submit-email")
        state = self.assert_agrees("signed up")
        self.assertEqual(state["path"], "Root > Home > home")
        self.assertEqual(state["layers"], [["home"]])
        self.assertIn("Signed in as ada@example.com.", self.driver.page_source)
        self.shoot("app-home.png")
        self.click("request-ride")
        self.fill("pickup", "Home")
        self.fill("dropoff", "Work")
        self.click("get-quote")
        self.assertEqual(self.assert_agrees("quoted")["path"], "Root > Home > Ride > Request > confirm-ride")
        self.click("confirm")
        state = self.assert_agrees("riding")
        self.assertEqual(state["path"], "Root > Home > Ride > Trip > trip")
        self.assertFalse(state["canGoBack"])
        # Back is not allowed on the trip: the browser's entry is pushed again and nothing moves.
        self.back()
        state = self.assert_agrees("back refused on the trip")
        self.assertEqual(state["path"], "Root > Home > Ride > Trip > trip")

    def test_back_forward_and_reload_mid_flow(self):
        self.open("/")
        self.fill("phone", "+15550100")
        self.click("submit-phone")
        self.fill("code", "123456")
        self.click("submit-code")
        self.assertEqual(self.assert_agrees()["screen"], "enter-email")
        # Back from the email screen changes the number (the flow's declared back): two screens go.
        self.back()
        self.assertEqual(self.assert_agrees("first back")["screen"], "enter-phone")
        # Forward cannot move the navigator forward: the history is moved back to it.
        self.forward()
        self.assertEqual(self.assert_agrees("forward")["screen"], "enter-phone")
        self.fill("phone", "+15550100")
        self.click("submit-phone")
        self.assertEqual(self.assert_agrees("submit again")["screen"], "verify-phone")
        self.reload()
        state = self.assert_agrees("reload mid-flow")
        self.assertEqual(state["screen"], "verify-phone")
        self.assertEqual(self.driver.current_url, self.url("/app/verify-phone"))
        self.back()
        self.assertEqual(self.assert_agrees("back after the reload")["screen"], "enter-phone")
        # history.back() from script reaches the navigator the same way.
        self.fill("phone", "+15550100")
        self.click("submit-phone")
        self.driver.execute_script("history.back()")
        self.wait_for(lambda: self.state()["screen"] == "enter-phone", "history.back() to reach the navigator")
        self.wait_idle("history.back()")
        self.assert_agrees("history.back()")

    def test_coupon_link_with_the_flag_off_then_flipped_on_in_the_inspector(self):
        self.open("/")
        self.sign_up()
        self.driver.get(self.url("/open?url=" + COUPON))
        alert = self.driver.find_element(By.CSS_SELECTOR, "[role='alert']")
        self.assertEqual(alert.get_attribute("data-code"), "bad-link")
        self.assertIn("flag 'coupons' is off", alert.text)
        self.assertEqual(self.state()["path"], "Root > Home > home", "a refused link changed the navigator")
        self.open("/inspector")
        self.press("#flip-coupons", "Turn on for coupons")
        self.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, "td[data-flag='coupons']").text == "on",
                      "the inspector to show coupons on")
        self.open("/open?url=" + COUPON)
        state = self.assert_agrees("coupon link opened")
        self.assertEqual(state["layers"], [["home"], ["coupon-entry"]])
        dialog = self.driver.find_element(By.CSS_SELECTOR, "dialog[open]")
        self.assertEqual(dialog.get_attribute("aria-modal"), "true")
        self.assertIsNotNone(self.driver.find_element(By.CSS_SELECTOR, ".layer[inert]"))
        self.shoot("app-coupon-sheet.png")
        # The coupon screen's back clears only the plugin's storage: Payments shows its list again.
        self.back()
        state = self.assert_agrees("back from the coupon screen")
        self.assertEqual(state["layers"], [["home"], ["payment-methods"]])
        # Payments' rules declare no back: the sheet the link presented is dismissed.
        self.back()
        state = self.assert_agrees("back from the sheet")
        self.assertEqual(state["layers"], [["home"]])


class CouponFlagOnTests(BrowserTestCase):
    server_arguments = ("--flag", "coupons=on", "--flag", "signed-in=on")

    def test_coupon_link_with_the_flag_on_from_the_command_line(self):
        self.open("/")
        self.assertEqual(self.assert_agrees()["path"], "Root > Home > home")
        self.open("/open?url=" + COUPON)
        state = self.assert_agrees("coupon link")
        self.assertEqual(state["screen"], "coupon-entry")
        self.assertIn("SAVE10", self.driver.page_source)


class SaveRestoreTests(BrowserTestCase):
    # Every session starts signed in: a saved session restores only where the services agree with it
    # (Root's rule reads the account store), as in the terminal's --restore.
    server_arguments = ("--flag", "signed-in=on")

    def test_save_then_restore_in_a_new_session_and_a_tampered_file_is_refused(self):
        self.open("/")
        self.click("open-payments")
        saved = self.assert_agrees("payments")
        document = self.driver.execute_async_script(
            "const done = arguments[0]; fetch('/inspector/save').then(r => r.text()).then(done);")
        self.assertEqual(json.loads(document)["format"], "switchyard-navigator")
        folder = tempfile.mkdtemp()
        good = os.path.join(folder, "session.json")
        with open(good, "w") as file:
            file.write(document)
        tampered = os.path.join(folder, "tampered.json")
        with open(tampered, "w") as file:
            file.write(document.replace('"switchyard-navigator"', '"something-else"'))
        # A new session: the cookie goes, "/" starts afresh.
        self.driver.delete_all_cookies()
        self.open("/")
        self.assertEqual(self.state()["screen"], "home")
        self.open("/inspector")
        self.driver.find_element(By.ID, "upload").send_keys(tampered)
        self.driver.find_element(By.ID, "restore").click()
        alert = self.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, "#inspector-error [role='alert']"),
                              "the inspector to name the tampered file")
        self.assertEqual(alert.get_attribute("data-code"), "bad-document")
        self.assertIn("something-else", alert.text)
        self.assertEqual(self.state()["screen"], "home", "a tampered file changed the navigator")
        self.driver.find_element(By.ID, "upload").send_keys(good)
        self.driver.find_element(By.ID, "restore").click()
        self.wait_for(lambda: self.state()["path"] == saved["path"], "the restored path " + saved["path"])
        self.open("/app")
        self.assertEqual(self.assert_agrees("restored")["layers"], saved["layers"])


class InspectorTests(BrowserTestCase):
    def test_the_inspector_follows_the_app_live_and_goes_back_to_a_point(self):
        self.open("/")
        app = self.driver.current_window_handle
        self.driver.switch_to.new_window("tab")
        self.open("/inspector")
        inspector = self.driver.current_window_handle
        self.wait_for_inspector("Root > Onboarding > enter-phone", "enter-phone", "when it opens")
        self.driver.switch_to.window(app)
        self.fill("phone", "+15550100")
        self.click("submit-phone")
        self.driver.switch_to.window(inspector)
        self.wait_for_inspector("Root > Onboarding > verify-phone", "verify-phone", "without a reload")
        self.wait_for(lambda: "tap submit-phone" in self.driver.find_element(By.ID, "timeline").text,
                      "the inspector's history to list 'tap submit-phone'")
        self.shoot("inspector.png")
        self.press("#timeline li[data-entry='1'] button", "Go back to here on the first point")
        self.wait_for(lambda: self.state()["screen"] == "enter-phone", "'Go back to here' to restore the first point")
        self.driver.switch_to.window(app)
        self.wait_for(lambda: self.driver.find_element(By.ID, "app").get_attribute("data-screen") == "enter-phone",
                      "the app page to follow the inspector")
        self.wait_idle("the inspector's time travel")
        self.assert_agrees("after time travel")


class BadInputTests(BrowserTestCase):
    def post(self, path, body, content_type="application/x-www-form-urlencoded"):
        return self.driver.execute_async_script(
            "const [path, text, type, done] = arguments;"
            "const body = text === 'TEN-MEGABYTES' ? 'a=' + 'x'.repeat(10 * 1024 * 1024) : text;"
            "fetch(path, {method: 'POST', body, headers: {'Content-Type': type, Accept: 'application/json'}})"
            ".then(async r => done({status: r.status, body: await r.json()}), e => done({status: 0, body: String(e)}));",
            path, body, content_type)

    def test_bad_input_gets_a_typed_answer_and_leaves_the_navigator(self):
        self.open("/")
        before = self.state()
        cases = [
            ("/app/act", "_action=launch-rocket", 400, "unknown-action"),
            ("/app/act", "_action=submit-phone&phone=1&is_admin=1", 400, "unknown-field"),
            ("/app/act", "_screen=home&_action=submit-phone", 409, "stale-screen"),
            ("/app/act", "TEN-MEGABYTES", 413, "too-large"),
            ("/app/back", "count=-3", 400, "malformed-form"),
            ("/inspector/travel", "number=999", 404, "unknown-name"),
            ("/inspector/flag", "name=rockets&value=on", 404, "unknown-name"),
        ]
        for path, body, status, code in cases:
            answer = self.post(path, body)
            self.assertEqual((answer["status"], answer["body"]["error"]["code"]), (status, code), path + " " + body[:40])
            self.assertEqual(self.state()["path"], before["path"], "%s changed the navigator" % code)
        self.driver.get(self.url("/open?url=ride%3A%2F%2F%5B%3A%3A1"))
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "[role='alert']").get_attribute("data-code"), "bad-link")
        self.driver.delete_all_cookies()
        self.driver.add_cookie({"name": "switchyard-session", "value": "0" * 32})
        self.driver.get(self.url("/app"))
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "h1").text, "410 unknown-session")


class IdleSessionTests(BrowserTestCase):
    server_arguments = ("--idle-seconds", "1")

    def test_an_idle_session_ends_and_its_page_says_so(self):
        self.open("/")
        self.assertEqual(self.state()["screen"], "enter-phone")
        time.sleep(2.5)  # past the one-second idle limit the server was started with
        self.driver.get(self.url("/app"))
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "h1").text, "410 unknown-session")
        self.assertIn("sessions end after 1 s unused", self.driver.find_element(By.CSS_SELECTOR, "[role='alert']").text)


class CommandLineTests(unittest.TestCase):
    """--save writes the last used session when the server stops; --restore starts new sessions from it."""

    def test_save_on_stop_then_restore_on_start(self):
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, "session.json")
        server = Server("--save", path, "--flag", "signed-in=on")
        try:
            opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
            opener.open(server.base + "/", timeout=10).read()
            opener.open(server.base + "/app/act", data=b"_action=open-profile", timeout=10).read()
            state = json.loads(opener.open(server.base + "/debug/state", timeout=10).read())
        finally:
            server.stop()
        with open(path) as file:
            self.assertEqual(json.load(file)["format"], "switchyard-navigator")
        restored = Server("--restore", path, "--flag", "signed-in=on")
        try:
            opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
            opener.open(restored.base + "/", timeout=10).read()
            again = json.loads(opener.open(restored.base + "/debug/state", timeout=10).read())
            self.assertEqual(again["path"], state["path"])
            self.assertEqual(again["layers"], state["layers"])
        finally:
            restored.stop()


class NoScriptTests(unittest.TestCase):
    """Without JavaScript the forms post and the answer redirects to the next screen's page."""

    def test_forms_post_and_redirect_without_script(self):
        server = Server()
        try:
            opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
            page = opener.open(server.base + "/", timeout=10)
            self.assertEqual(page.geturl(), server.base + "/app")
            self.assertIn("<h1 id=\"title-enter-phone\">What&#39;s your phone number?</h1>", page.read().decode())
            page = opener.open(server.base + "/app/act", data=b"_screen=enter-phone&_action=submit-phone&phone=%2B15550100",
                               timeout=10)
            self.assertEqual(page.geturl(), server.base + "/app/verify-phone")
            html = page.read().decode()
            self.assertIn("<h1 id=\"title-verify-phone\">", html)
            self.assertIn("<form method=\"post\" action=\"/app/back\" class=\"back\">", html)
            page = opener.open(server.base + "/app/back", data=b"", timeout=10)
            self.assertEqual(page.geturl(), server.base + "/app/enter-phone")
        finally:
            server.stop()


if __name__ == "__main__":
    unittest.main(verbosity=2)
