#!/usr/bin/python3
"""Four devices at one table, as headless Chromium browsers (each its own profile) driven by
Selenium from Debian, play a turn of each demo battle: the umpire joins with the PIN and his code
and seats the three phones that joined with the PIN (one side's player, the other side's player
in French, a spectator who may only watch). From the players' phones: a test chosen for one of
their units (its sheet, the host rolls), an order (001's written order, which the other side's
phone is never sent), a change of formation, a charge declared from the charger's phone and
answered from the defender's, the turn played on to the next; and a dropped link that catches up.
In the first battle also a refusal in French and a reload back to the seat; in Chosen Men a move
rolled first, its going chosen on the phone's sheet, then made.

Everything a phone does is an action the host judges by the rules in core; the page holds none.
One host per demo; the same four browsers go from one to the next. Every wait is on a condition
of the page. Screenshots of each phone per demo go to the folder given as SCREENSHOTS.

Usage: phones.py ADJUTANT_CLI SCREENSHOTS"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

PATIENCE = 30  # seconds; only a broken build waits this long
# How often a wait looks again. Selenium's own half second was most of this test's time: a page
# answers in tens of milliseconds, and each of some 500 waits slept on after it had.
POLL = 0.05  # seconds

# Each demo's turn as its players play it: who does what, in order. "a" is the first side's
# phone, "b" the second's (in French). The steps are the step button (draw or next phase) pressed
# on "a"'s phone; ("turn", N) presses it until the turn is N.
DEMOS = [
    {
        "demo": "kgcwo", "sides": (("british", "British"), ("french", "French")),
        "plan": [("steps", 3), ("refusedInFrench",),
                 ("charge", "b", "45e-1", "52nd"),
                 ("order", "b", "45e-1", "hold", None),
                 ("test", "a", "52nd", "form-square", None),
                 ("dropLink", "b"),
                 ("formation", "b", "45e-2", "line"),
                 # Its first card was the End of turn: turn 2 is the first whole turn.
                 ("turn", 3),
                 ("reload", "a")],
    },
    {
        "demo": "nap-igougo", "sides": (("austrian", "Austrian"), ("french", "French")),
        "plan": [("test", "a", "kessler", "initiative", None), ("steps", 2),
                 ("hiddenOrder", "a", "kessler", "give-order", "ir-12"),
                 ("steps", 2), ("formation", "a", "ir-12", "attack-column"),
                 ("steps", 2), ("charge", "a", "chevaulegers", "24e"),
                 ("dropLink", "b"),
                 ("turn", 2)],
    },
    {
        "demo": "brigade", "sides": (("british", "British"), ("french", "French")),
        "plan": [("test", "a", "brig-lister", "brigadier-command", None),
                 ("order", "a", "30th", "command-check", None),
                 ("steps", 1), ("charge", "a", "30th", "55e"),
                 ("steps", 4), ("formation", "a", "44th", "column"),
                 ("turn", 2)],
    },
    {
        "demo": "chosen-men", "sides": (("british", "British"), ("french", "French")),
        "plan": [("test", "a", "riflemen-1", "morale", None),
                 ("order", "a", "redcoats", "hold-fire", None),
                 ("steps", 2), ("rolledMove", "b", "voltigeurs-2", "going", "road", 1),
                 ("charge", "b", "fusiliers", "riflemen-1"),
                 ("dropLink", "a"),
                 ("turn", 2)],
    },
]


def browser(profile, language):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", f"--user-data-dir={profile}", f"--lang={language}",
                 "--window-size=412,915"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def wait(driver, condition, why=""):
    # The page draws its lists anew on every update: an element read as it is replaced is read again.
    return WebDriverWait(driver, PATIENCE, poll_frequency=POLL,
                         ignored_exceptions=(StaleElementReferenceException,)).until(
        lambda d: condition(d), why)


def visible(driver, element_id):
    return driver.find_element(By.ID, element_id).is_displayed()


def text(driver, element_id):
    return driver.find_element(By.ID, element_id).text


def journal(driver):
    return [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#journal > li")]


def revision(driver):
    return driver.execute_script("return revision")


def press(driver, element):
    """A tap on the element, scrolled to the middle of the screen (the page's bar stays on top)."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def click(driver, css, why):
    """Clicks the first enabled element the selector finds, once the page shows one."""
    def clicked(d):
        for e in d.find_elements(By.CSS_SELECTOR, css):
            if e.is_displayed() and e.is_enabled():
                press(d, e)
                return True
        return False
    wait(driver, clicked, why)


class Table:
    """One demo battle hosted by `adjutant-cli serve`, and the four devices at it."""

    def __init__(self, cli, folder, demo, devices):
        self.demo = demo
        self.umpire, self.a, self.b, self.spectator = devices
        self.devices = devices
        battle = os.path.join(folder, demo["demo"] + ".json")
        subprocess.run([cli, "new", demo["demo"], demo["demo"] + "-demo", "-o", battle, "--seed", "7"],
                       check=True, capture_output=True)
        self.host = subprocess.Popen([cli, "serve", battle, "--bind", "127.0.0.1", "--port", "0"],
                                     stdout=subprocess.PIPE, text=True)
        self.address = self.host.stdout.readline().strip()
        self.pin = re.search(r"\d{6}", self.host.stdout.readline()).group(0)
        self.code = re.search(r"\d{10}", self.host.stdout.readline()).group(0)

    def stop(self):
        self.host.send_signal(signal.SIGTERM)
        assert self.host.wait(PATIENCE) == 0, "serve stops cleanly"

    def phone_of(self, who):
        return self.a if who == "a" else self.b

    def join(self, driver, name, code=None):
        driver.get(self.address)
        wait(driver, lambda d: visible(d, "joinView"), "the join form")
        driver.find_element(By.ID, "name").send_keys(name)
        driver.find_element(By.ID, "pin").send_keys(self.pin)
        if code:
            driver.find_element(By.CSS_SELECTOR, "#joinView summary").click()
            driver.find_element(By.ID, "umpireCode").send_keys(code)
        driver.find_element(By.ID, "join").click()

    def seat(self, name, button):
        def clicked(d):
            for li in d.find_elements(By.CSS_SELECTOR, "#devices > li"):
                if li.text.startswith(name):
                    for b in li.find_elements(By.TAG_NAME, "button"):
                        if b.text == button:
                            press(d, b)
                            return True
            return False
        wait(self.umpire, clicked, f"a seat button for {name}")

    def sit_down(self):
        (side_a, name_a), (side_b, name_b) = self.demo["sides"]
        self.join(self.umpire, "Umpire", self.code)
        wait(self.umpire, lambda d: visible(d, "playView") and visible(d, "devicesView"), "the umpire's view")
        for driver, name in ((self.a, "PlayerA"), (self.b, "PlayerB"), (self.spectator, "Visitor")):
            self.join(driver, name)
            wait(driver, lambda d: visible(d, "waitView"), "waiting for a seat")
        self.seat("PlayerA", name_a)
        self.seat("PlayerB", name_b)
        self.seat("Visitor", "Spectator")
        for driver in (self.a, self.b, self.spectator):
            wait(driver, lambda d: visible(d, "playView"), "seated")
        # A spectator watches: no button plays anything, and no unit opens.
        assert not visible(self.spectator, "step") and not visible(self.spectator, "undo")
        assert not self.spectator.find_elements(By.CSS_SELECTOR, "#units li.tappable")
        assert text(self.a, "seat") == name_a, text(self.a, "seat")

    def everyone_at(self, expected, why):
        for driver in self.devices:
            wait(driver, lambda d: revision(d) >= expected, f"{why}: revision {expected}")

    def played(self, driver, do, why):
        """Does something on a phone that the host journals: every device sees the entry."""
        before = revision(self.umpire)
        driver.execute_script("message('')")
        do()
        wait(driver, lambda d: revision(d) == before + 1 or d.find_element(By.ID, "message").text,
             f"{why} answered")
        assert revision(driver) == before + 1, f"{why}: {text(driver, 'message')}"
        self.everyone_at(before + 1, why)

    def step(self):
        self.played(self.a, lambda: press(self.a, self.a.find_element(By.ID, "step")), "the step button")

    def open_unit(self, driver, unit, target=None):
        click(driver, f'#units li[data-unit="{unit}"]', f"the unit {unit}")
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#unitBody button[data-pick]"), "its offers")
        if target:
            wait(driver, lambda d: Select(d.find_element(By.ID, "unitTarget")).select_by_value(target) or True,
                 "the target")

    def test(self, who, unit, test, target):
        driver = self.phone_of(who)
        self.open_unit(driver, unit, target)
        click(driver, f'#unitBody button[data-pick="{test}"]', f"the test {test}")
        click(driver, "#unitForm button", "Go")
        wait(driver, lambda d: visible(d, "sheet") and text(d, "sheetTitle"), "the test's sheet")
        self.shoot(driver, "test-sheet")
        # The screen is kept on while the test is open: by the Wake Lock, or the muted video.
        wait(driver, lambda d: d.execute_script("return !!wakeLock || !!(keepAwakeVideo && !keepAwakeVideo.paused)"),
             "the screen kept awake")
        self.played(driver, lambda: press(driver, driver.find_element(By.ID, "hostRolls")), f"the test {test}")
        wait(driver, lambda d: not visible(d, "sheet"), "the sheet closes")
        assert driver.execute_script("return !wakeLock && !(keepAwakeVideo && !keepAwakeVideo.paused)"), \
            "the screen may sleep again"

    def rolled_move(self, who, unit, modifier, choice, inches):
        """A move rolled first (Chosen Men): the move test, with the going chosen on the phone's
        sheet (the host works the odds out again), rolled by the host; then the move, within
        what the dice gave."""
        driver = self.phone_of(who)
        self.open_unit(driver, unit)
        click(driver, '#unitBody button[data-pick="move"]', "the move test")
        click(driver, "#unitForm button", "Go")
        wait(driver, lambda d: visible(d, "sheet") and text(d, "sheetTitle"), "the move test's sheet")
        odds = text(driver, "sheetOdds")
        picker = f'#sheetModifiers select[data-modifier="{modifier}"]'
        wait(driver, lambda d: Select(d.find_element(By.CSS_SELECTOR, picker)).select_by_value(choice) or True,
             f"the choice {choice}")
        wait(driver, lambda d: text(d, "sheetOdds") != odds
             and Select(d.find_element(By.CSS_SELECTOR, picker)).first_selected_option.get_attribute("value")
             == choice, "the odds worked out again")
        self.shoot(driver, "move-test")
        self.played(driver, lambda: press(driver, driver.find_element(By.ID, "hostRolls")), "the move test")
        wait(driver, lambda d: not visible(d, "sheet"), "the sheet closes")
        self.open_unit(driver, unit)
        wait(driver, lambda d: d.find_element(By.ID, "moveInches").send_keys(str(inches)) or True, "the inches")
        self.played(driver, lambda: click(driver, "#moveGo", "the move"), "the move")

    def order(self, who, unit, order, target):
        driver = self.phone_of(who)
        self.open_unit(driver, unit, target)
        self.played(driver, lambda: click(driver, f'#unitBody button[data-pick="{order}"]', order),
                    f"the order {order}")

    def formation(self, who, unit, formation):
        driver = self.phone_of(who)
        self.open_unit(driver, unit)
        self.played(driver, lambda: click(driver, f'#unitBody button[data-pick="{formation}"]', formation),
                    f"the formation {formation}")

    def charge(self, who, unit, target):
        charger = self.phone_of(who)
        defender = self.b if who == "a" else self.a
        self.open_unit(charger, unit, target)
        click(charger, '#unitBody button[data-pick="charge"]', "the charge")
        click(charger, "#unitForm button", "Go")
        # The defender's phone is asked for his response; the charger's waits for it.
        wait(defender, lambda d: d.find_elements(By.CSS_SELECTOR, "#chargeList button[data-response]"),
             "the responses on the defender's phone")
        self.shoot(defender, "charge-declared")
        if defender is self.b:  # the line is worded in French, its colon after a no-break space
            # (textContent: Selenium's .text shows a no-break space as a plain one)
            line = defender.find_element(By.CSS_SELECTOR, "#chargeList > li").get_attribute("textContent")
            assert "\u00a0:" in line, line
        click(defender, "#chargeList button[data-response]", "a response on the defender's phone")
        hostRolls = charger.execute_script("return words.hostRolls")

        def roll():
            wait(charger, lambda d: any(b.text == hostRolls for b in d.find_elements(By.CSS_SELECTOR, "#chargeList button")),
                 "the charge ready to roll")
            for b in charger.find_elements(By.CSS_SELECTOR, "#chargeList button"):
                if b.text == hostRolls:
                    press(charger, b)
                    return
        self.played(charger, roll, "the charge")
        for driver in self.devices:
            wait(driver, lambda d: not visible(d, "chargesView"), "the charge rolled is gone")

    def hidden_order(self, who, unit, order, target):
        self.order(who, unit, order, target)
        writer = self.phone_of(who)
        other = self.b if who == "a" else self.a
        script = f"return state.units['{target}'].order"
        assert writer.execute_script(script) == "issued", writer.execute_script(script)
        for driver in (other, self.spectator):
            assert driver.execute_script(script) is None, "the order never reaches the other side"
            assert "issued" not in driver.execute_script("return JSON.stringify([state, journal])")

    def drop_link(self, who):
        """The phone's link drops (Wi-Fi gone): the other side plays on, and the phone catches up."""
        driver = self.phone_of(who)
        driver.execute_script("ws.close()")
        wait(driver, lambda d: "down" in d.find_element(By.ID, "link").get_attribute("class"), "the link down")
        self.step_while_dropped(driver)

    def step_while_dropped(self, dropped):
        before = revision(self.umpire)
        press(self.umpire, self.umpire.find_element(By.ID, "step"))
        for driver in self.devices:
            wait(driver, lambda d: revision(d) == before + 1, "caught up after the drop")
        assert "down" not in dropped.find_element(By.ID, "link").get_attribute("class")

    def turn(self, number):
        words = self.a.execute_script("return words.turn")
        wanted = words.replace("%1", str(number))
        while not text(self.a, "turn").startswith(wanted):
            self.step()

    def refused_in_french(self):
        assert self.b.find_element(By.ID, "undo").text == "Annuler", text(self.b, "undo")
        # The draw is nobody's entry: only the umpire may take it back, and the phone is told.
        before = revision(self.umpire)
        press(self.b, self.b.find_element(By.ID, "undo"))
        wait(self.b, lambda d: text(d, "message").startswith("Refusé"), "a refusal in French")
        assert revision(self.umpire) == before

    def reload(self, who):
        driver = self.phone_of(who)
        entries = len(journal(self.umpire))
        driver.get(self.address)
        wait(driver, lambda d: visible(d, "playView") and len(journal(d)) == entries, "back at its seat")
        assert text(driver, "seat") == self.demo["sides"][0][1]

    def shoot(self, driver, what):
        name = {id(self.umpire): "umpire", id(self.a): "a", id(self.b): "b", id(self.spectator): "spectator"}
        driver.save_screenshot(os.path.join(SHOTS, f"{self.demo['demo']}-{name[id(driver)]}-{what}.png"))

    def play(self):
        self.sit_down()
        actions = {"steps": lambda n: [self.step() for _ in range(n)], "test": self.test, "order": self.order,
                   "formation": self.formation, "charge": self.charge, "rolledMove": self.rolled_move,
                   "hiddenOrder": self.hidden_order,
                   "dropLink": self.drop_link, "turn": self.turn, "refusedInFrench": self.refused_in_french,
                   "reload": self.reload}
        for kind, *args in self.demo["plan"]:
            actions[kind](*args)
        # The French phone read the whole turn in French, the journal too (worded by the host's
        # French copy of the battle, which kept up with every entry).
        english, french = journal(self.a), journal(self.b)
        assert len(english) == len(french)
        assert english[-1] != french[-1] and english[0] != french[0], (english[0], french[0])
        # Its units' states as the rules name them in French, not the rules' ids.
        rows = self.b.execute_script(
            "return state.returns.filter(r => r.kind !== 'side' && r.side === seat.side && !r.removed)")
        units = text(self.b, "units")
        for row in rows:
            assert row.get("stateName") and row["stateName"] in units, (row, units)
        for driver in self.devices:
            self.shoot(driver, "turn")


SHOTS = ""


def main():
    global SHOTS
    cli, SHOTS = sys.argv[1], sys.argv[2]
    os.makedirs(SHOTS, exist_ok=True)
    for old in os.listdir(SHOTS):  # only this run's screenshots: none left from an earlier plan
        if old.endswith(".png"):
            os.remove(os.path.join(SHOTS, old))
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as folder:
        devices = []
        try:
            for name, language in (("umpire", "en"), ("a", "en"), ("b", "fr"), ("spectator", "en")):
                devices.append(browser(os.path.join(folder, "profile-" + name), language))
            for demo in DEMOS:
                table = Table(cli, folder, demo, devices)
                try:
                    table.play()
                finally:
                    table.stop()
                print(f"phones: {demo['demo']}: a turn played from four devices", flush=True)
        finally:
            for driver in devices:
                driver.quit()
    print(f"phones: every demo played in {time.monotonic() - started:.0f} s; screenshots in {SHOTS}")


if __name__ == "__main__":
    main()
