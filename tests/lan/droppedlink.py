#!/usr/bin/python3
"""A phone's link cut mid-action, through a small TCP proxy in front of `adjutant-cli serve`: the
host played the action but its answer never reached the phone. The phone comes back with its
secret and last revision and is sent what it missed; its resend with the same id gets the first
answer and plays nothing twice; the host stopped with SIGTERM has lost nothing it acknowledged,
and started again gives the phone its seat back. Loopback only; every wait is on a condition,
bounded by a timeout that only a broken build reaches.

Usage: droppedlink.py ADJUTANT_CLI"""
import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import tempfile

import websockets

PATIENCE = 20  # seconds; only a broken build waits this long


class Proxy:
    """Forwards 127.0.0.1:port to the host; cut_next_action() lets the next bytes from the phone
    through, then closes both ends before anything comes back."""

    def __init__(self, target_port):
        self.target_port = target_port
        self.cut_after_upstream = False
        self.links = []

    async def start(self):
        self.server = await asyncio.start_server(self.link, "127.0.0.1", 0)
        return self.server.sockets[0].getsockname()[1]

    async def link(self, reader, writer):
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        self.links.append((writer, up_writer))

        async def pipe(src, dst, upstream):
            try:
                while data := await src.read(65536):
                    if not upstream and self.cut_after_upstream == "cut":
                        return
                    dst.write(data)
                    await dst.drain()
                    if upstream and self.cut_after_upstream is True and len(data) > 0:
                        self.cut_after_upstream = "cut"
                        writer.close()
                        up_writer.close()
                        return
            except (ConnectionError, OSError):
                pass
            finally:
                dst.close()

        await asyncio.gather(pipe(reader, up_writer, True), pipe(up_reader, writer, False))


async def receive(ws, kind, **match):
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), PATIENCE))
        if message.get("type") == kind and all(message.get(k) == v for k, v in match.items()):
            return message


def start_host(cli, battle):
    host = subprocess.Popen([cli, "serve", battle, "--bind", "127.0.0.1", "--port", "0"],
                            stdout=subprocess.PIPE, text=True)
    address = host.stdout.readline().strip()
    pin = re.search(r"\d{6}", host.stdout.readline()).group(0)
    code = re.search(r"\d{10}", host.stdout.readline()).group(0)
    port = int(re.match(r"http://127\.0\.0\.1:(\d+)/$", address).group(1))
    return host, port, pin, code


def stop_host(host):
    host.send_signal(signal.SIGTERM)
    assert host.wait(PATIENCE) == 0, "serve stops cleanly on SIGTERM"


async def play(cli, battle):
    host, port, pin, code = start_host(cli, battle)
    proxy = Proxy(port)
    proxy_port = await proxy.start()
    uri = f"ws://127.0.0.1:{proxy_port}/"
    async with websockets.connect(uri) as ws:
        await ws.send(json.dumps({"type": "join", "pin": pin, "umpireCode": code, "name": "umpire"}))
        secret = (await receive(ws, "joined"))["secret"]
        seen = (await receive(ws, "snapshot"))["revision"]
        proxy.cut_after_upstream = True
        draw = {"type": "action", "id": "draw-1", "revision": seen, "action": {"kind": "draw"}}
        await ws.send(json.dumps(draw))
        try:
            await receive(ws, "answer", id="draw-1")
            raise AssertionError("the answer came through a cut link")
        except (websockets.ConnectionClosed, asyncio.TimeoutError):
            pass
    proxy.cut_after_upstream = False
    async with websockets.connect(uri) as ws:
        await ws.send(json.dumps({"type": "hello", "secret": secret, "revision": seen}))
        assert (await receive(ws, "welcome"))["seat"] == {"role": "umpire"}
        missed = await receive(ws, "update")
        assert missed["revision"] == seen + 1, missed
        assert [e["action"]["kind"] for e in missed["entries"]] == ["draw"], missed["entries"]
        await ws.send(json.dumps(draw))
        first = await receive(ws, "answer", id="draw-1")
        assert first["accepted"] and first["revision"] == seen + 1, first
        await ws.send(json.dumps({"type": "action", "id": "note-1", "revision": seen + 1,
                                  "action": {"kind": "note", "text": "after the drop"}}))
        note = await receive(ws, "answer", id="note-1")
        assert note["accepted"] and note["revision"] == seen + 2, note
    proxy.server.close()
    stop_host(host)
    shown = json.loads(subprocess.run([cli, "show", battle, "--json"], check=True, capture_output=True,
                                      text=True).stdout)
    kinds = [e["action"]["kind"] for e in shown["journal"]]
    assert kinds == ["draw", "note"], kinds
    host, port, pin, code = start_host(cli, battle)
    try:
        async with websockets.connect(f"ws://127.0.0.1:{port}/") as ws:
            await ws.send(json.dumps({"type": "hello", "secret": secret, "revision": seen + 2}))
            assert (await receive(ws, "welcome"))["seat"] == {"role": "umpire"}
    finally:
        stop_host(host)


def main():
    cli = sys.argv[1]
    with tempfile.TemporaryDirectory() as folder:
        battle = os.path.join(folder, "ridge.json")
        subprocess.run([cli, "new", "kgcwo", "kgcwo-demo", "-o", battle, "--seed", "3"], check=True,
                       capture_output=True)
        asyncio.run(play(cli, battle))
    print("droppedlink: nothing acknowledged was lost, and the resend got the first answer")


if __name__ == "__main__":
    main()
