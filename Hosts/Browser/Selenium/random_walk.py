"""A random walk through RideApp in headless Chromium: clicks, browser back and forward, reloads and deep links.

After every step the page, the browser's history and the navigator's host model must agree
(`BrowserTestCase.assert_agrees`). The seed and the step count come from WALK_SEED and WALK_STEPS.
"""
import os
import random
import sys
import time
import unittest

from selenium.webdriver.common.by import By

from harness import BrowserTestCase

VALUES = {
    "phone": ["+15550100", "+15550199", "nope"],
    "code": ["123456", "000000"],
    "email": ["ada@example.com", "not-an-email"],
    "pickup": ["Home", "Station"],
    "dropoff": ["Work", "Airport"],
}
LINKS = ["ride://payments/coupons/SAVE10", "ride://payments/methods", "ride://profile/ada", "ride://onboarding"]


class RandomWalkTests(BrowserTestCase):
    server_arguments = ("--flag", "coupons=on", "--flag", "coupon-wallet=on")

    def test_random_walk_keeps_page_history_and_navigator_in_step(self):
        seed = int(os.environ.get("WALK_SEED", "24"))
        steps = int(os.environ.get("WALK_STEPS", "300"))
        rng = random.Random(seed)
        self.open("/")
        trail = []
        counts = {}
        started = time.monotonic()
        state = self.state()
        for step in range(1, steps + 1):
            move = self.step(rng, state)
            trail.append(move)
            counts[move.split(" ")[0]] = counts.get(move.split(" ")[0], 0) + 1
            try:
                state = self.assert_agrees("step %d: %s" % (step, move))
            except AssertionError as error:
                raise AssertionError("%s\nseed %d; the last steps: %s" % (error, seed, " | ".join(trail[-12:])))
        print("random walk: %d steps in %.1f s (seed %d): %s"
              % (steps, time.monotonic() - started, seed, ", ".join("%s %d" % item for item in sorted(counts.items()))))

    def step(self, rng, state):
        if state.get("finished"):
            self.driver.find_element(By.CSS_SELECTOR, "form[action='/new'] button").click()
            self.wait_idle("starting a new session")
            return "new-session"
        roll = rng.random()
        if roll < 0.55 and state["actions"]:
            action = rng.choice(state["actions"])
            for field in state["fields"]:
                self.fill(field, rng.choice(VALUES.get(field, ["SAVE10", "x"])))
            self.click(action)
            return "click " + action
        if roll < 0.75:
            self.back()
            return "back"
        if roll < 0.85:
            self.forward()
            return "forward"
        if roll < 0.95:
            self.reload()
            return "reload"
        link = rng.choice(LINKS)
        self.driver.get(self.url("/open?url=" + link))
        self.wait_idle("opening " + link)
        if self.driver.find_elements(By.CSS_SELECTOR, "#main > [role='alert']"):
            # A refused link answers with its error page; the app is one click away.
            self.driver.get(self.url("/app"))
            self.wait_idle("returning to the app")
            return "link-refused " + link
        return "link " + link


if __name__ == "__main__":
    unittest.main(verbosity=2)
