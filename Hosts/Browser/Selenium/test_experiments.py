"""Experiments flip live in the inspector: RatingApp's `tip-amounts` chosen in the experiments panel changes the tips
the thanks screen offers, in the app's own tab and without a reload; bad input is refused by name and changes nothing.
The inspector with the experiment set is saved as Screenshots/inspector-experiment.png for the README."""
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.select import Select

from harness import BrowserTestCase

THANKS = "Rating > rating-thanks"


class ExperimentTests(BrowserTestCase):
    app = "rating"
    server_arguments = ("--flag", "tips=on")

    def tips(self):
        """The tips the app page shows, as their button texts."""
        return [button.text for button in self.driver.find_elements(
            By.CSS_SELECTOR, ".layer:not([inert]) button[value^='select:tip-']")]

    def to_thanks(self):
        self.open("/")
        self.fill("stars", "5")
        self.click("rate")
        self.click("skip-comment")
        state = self.assert_agrees("on the thanks screen")
        self.assertEqual(state["path"], THANKS)
        return state

    def post(self, path, body):
        return self.driver.execute_async_script(
            "const [path, body, done] = arguments;"
            "fetch(path, {method: 'POST', body, headers: {'Content-Type': 'application/x-www-form-urlencoded',"
            " Accept: 'application/json'}})"
            ".then(async r => done({status: r.status, body: await r.json()}), e => done({status: 0, body: String(e)}));",
            path, body)

    def test_choosing_a_variant_in_the_inspector_changes_the_tips_on_screen(self):
        self.to_thanks()
        self.assertEqual(self.tips(), ["Tip $1", "Tip $2", "Tip $5"])
        app = self.driver.current_window_handle
        self.driver.switch_to.new_window("tab")
        self.open("/inspector")
        inspector = self.driver.current_window_handle
        self.wait_for_inspector(THANKS, "rating-thanks", "when it opens")
        self.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, "td[data-experiment='tip-amounts']").text
                      == "standard", "the inspector to show tip-amounts standard")

        def choose(variant):
            Select(self.driver.find_element(By.ID, "variant-tip-amounts")).select_by_value(variant)
            self.driver.find_element(By.ID, "set-tip-amounts").click()
            return True
        self.wait_for(lambda: choose("generous"), "choosing generous for tip-amounts")
        self.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, "td[data-experiment='tip-amounts']").text
                      == "generous", "the inspector to show tip-amounts generous")
        self.wait_idle("setting the experiment")
        self.driver.execute_script("document.getElementById('panel-flags').scrollIntoView()")
        self.shoot("inspector-experiment.png")

        # The app's own tab follows over its event stream, without a reload.
        self.driver.switch_to.window(app)
        self.wait_for(lambda: self.tips() == ["Tip $2", "Tip $5", "Tip $10"], "the thanks screen to offer $2, $5, $10")
        self.wait_idle("the experiment's redraw")
        state = self.assert_agrees("after the experiment flipped")
        self.assertEqual(state["path"], THANKS, "flipping the experiment moved the navigator")
        self.click("select:tip-10")
        self.assertEqual(self.assert_agrees("after the $10 tip")["path"], "Rating > driver-note")
        self.assertIn("Your $10 tip is on its way to Sam.", self.driver.find_element(By.ID, "app").text)

        # Back to the default from the inspector.
        self.driver.switch_to.window(inspector)
        self.wait_for(lambda: choose(""), "choosing the default for tip-amounts")
        self.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, "td[data-experiment='tip-amounts']").text
                      == "standard", "the inspector to show tip-amounts standard again")

    def test_an_unknown_experiment_or_variant_is_refused_and_the_screen_stays(self):
        self.to_thanks()
        cases = [
            ("name=tip-amounts&variant=huge", 400, "unknown-variant",
             "The experiment 'tip-amounts' has no variant 'huge': expected one of standard, generous. It stays 'standard'."),
            ("name=tip-amount&variant=generous", 404, "unknown-name",
             "RatingApp has no experiment 'tip-amount'; its experiments are: tip-amounts."),
        ]
        for body, status, code, message in cases:
            answer = self.post("/inspector/experiment", body)
            self.assertEqual((answer["status"], answer["body"]["error"]), (status, {"code": code, "message": message}))
            self.assertEqual(self.state()["path"], THANKS, "%s changed the navigator" % code)
        self.driver.refresh()
        self.wait_idle("a reload")
        self.assertEqual(self.tips(), ["Tip $1", "Tip $2", "Tip $5"], "a refused post changed the experiment")


if __name__ == "__main__":
    unittest.main(verbosity=2)
