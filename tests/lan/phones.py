#!/usr/bin/python3
"""Four phones at one table, as headless Chromium "devices" (each its own profile) driven by
Selenium from Debian: the umpire joins with the PIN and his code and seats the three others, who
joined with the PIN (one of them in French, one a spectator who may only watch); the British
phone draws the next cards, which every phone sees, the French
phone is refused the umpire's undo (told why, in French), and the British phone, reloaded as
after a sleep, comes back to its seat and its journal. Screenshots of each phone go to the
folder given as SCREENSHOTS. Loopback only; every wait is on a condition of the page.

Usage: phones.py ADJUTANT_CLI SCREENSHOTS"""
import os
import re
import signal
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

PATIENCE = 30  # seconds; only a broken build waits this long


def phone(profile, language):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", f"--user-data-dir={profile}", f"--lang={language}",
                 "--window-size=412,915"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def wait(driver, condition):
    # The page draws its lists anew on every update: an element read as it is replaced is read again.
    return WebDriverWait(driver, PATIENCE, ignored_exceptions=(StaleElementReferenceException,)).until(
        lambda d: condition(d))


def visible(driver, element_id):
    return driver.find_element(By.ID, element_id).is_displayed()


def journal(driver):
    return [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#journal > li")]


def join(driver, address, name, pin, code=None):
    driver.get(address)
    wait(driver, lambda d: visible(d, "joinView"))
    driver.find_element(By.ID, "name").send_keys(name)
    driver.find_element(By.ID, "pin").send_keys(pin)
    if code:
        driver.find_element(By.CSS_SELECTOR, "#joinView summary").click()
        driver.find_element(By.ID, "umpireCode").send_keys(code)
    driver.find_element(By.ID, "join").click()


def seat(umpire, name, side_button):
    def clicked(d):
        for li in d.find_elements(By.CSS_SELECTOR, "#devices > li"):
            if li.text.startswith(name):
                for b in li.find_elements(By.TAG_NAME, "button"):
                    if b.text == side_button:
                        b.click()
                        return True
        return False
    wait(umpire, clicked)


def main():
    cli, shots = sys.argv[1], sys.argv[2]
    os.makedirs(shots, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        battle = os.path.join(folder, "ridge.json")
        subprocess.run([cli, "new", "kgcwo", "kgcwo-demo", "-o", battle, "--seed", "7"], check=True,
                       capture_output=True)
        host = subprocess.Popen([cli, "serve", battle, "--bind", "127.0.0.1", "--port", "0"],
                                stdout=subprocess.PIPE, text=True)
        drivers = []
        try:
            address = host.stdout.readline().strip()
            pin = re.search(r"\d{6}", host.stdout.readline()).group(0)
            code = re.search(r"\d{10}", host.stdout.readline()).group(0)
            umpire, british, french, spectator = (
                phone(os.path.join(folder, name), language)
                for name, language in (("umpire", "en"), ("british", "en"), ("french", "fr"), ("spectator", "en")))
            drivers = [umpire, british, french, spectator]
            join(umpire, address, "Umpire", pin, code)
            wait(umpire, lambda d: visible(d, "playView") and visible(d, "devicesView"))
            join(british, address, "Wellesley", pin)
            join(french, address, "Soult", pin)
            join(spectator, address, "Visitor", pin)
            for driver in (british, french, spectator):
                wait(driver, lambda d: visible(d, "waitView"))
            seat(umpire, "Wellesley", "British")
            seat(umpire, "Soult", "French")
            seat(umpire, "Visitor", "Spectator")
            for driver in (british, french, spectator):
                wait(driver, lambda d: visible(d, "playView"))
            # A spectator watches: no button plays anything.
            assert not visible(spectator, "step") and not visible(spectator, "undo")
            assert british.find_element(By.ID, "seat").text == "British"
            # The French phone reads the host's words in French.
            assert french.find_element(By.ID, "undo").text == "Annuler", french.find_element(By.ID, "undo").text
            for count in (1, 2, 3):
                british.find_element(By.ID, "step").click()
                for driver in drivers:
                    wait(driver, lambda d, n=count: len(journal(d)) == n)
            assert "45e" in british.find_element(By.ID, "turn").text, british.find_element(By.ID, "turn").text
            # The draw is nobody's entry: only the umpire may take it back, and the phone is told.
            french.find_element(By.ID, "undo").click()
            wait(french, lambda d: d.find_element(By.ID, "message").text.startswith("Refusé"))
            assert len(journal(umpire)) == 3
            # Back after a sleep: the page loaded again finds its seat and its journal.
            british.get(address)
            wait(british, lambda d: visible(d, "playView") and len(journal(d)) == 3)
            assert british.find_element(By.ID, "seat").text == "British"
            for name, driver in zip(("umpire", "british", "french", "spectator"), drivers):
                driver.save_screenshot(os.path.join(shots, f"{name}.png"))
        finally:
            for driver in drivers:
                driver.quit()
            host.send_signal(signal.SIGTERM)
            host.wait(PATIENCE)
    print(f"phones: four phones played a turn's first cards; screenshots in {shots}")


if __name__ == "__main__":
    main()
