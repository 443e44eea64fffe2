#!/usr/bin/env python3
"""Guests for pictures of the online lobby and game (tools/online-screenshots.sh): against a
Tabula server of your own, it signs in a few guests who open seeks, play one game between
themselves, and (with --challenge) make a challenge code, print it, and when a friend accepts,
play 1. e4 and wait. Needs `pip install websockets`. Stops after --seconds."""

import argparse
import asyncio
import json

import websockets


async def guest(url, name):
    ws = await websockets.connect(url)
    await ws.send(json.dumps({"type": "hello", "version": 1, "token": None, "resume": []}))
    await ws.recv()
    await ws.send(json.dumps({"type": "sign_in", "name": name}))
    while json.loads(await ws.recv())["type"] != "signed_in":
        pass
    return ws


async def until(ws, kind):
    while True:
        message = json.loads(await ws.recv())
        if message["type"] == kind:
            return message


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", required=True)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--challenge", action="store_true")
    args = parser.parse_args()
    keep = []
    for name, game, clock in [("Ines", "trichess", None), ("Tomas", "brandubh", {"base_secs": 300, "increment_secs": 3}),
                              ("Mei", "chess", {"base_secs": 180, "increment_secs": 2})]:
        ws = await guest(args.server, name)
        seats = 3 if game == "trichess" else 2
        await ws.send(json.dumps({"type": "seek", "game": game, "clock": clock, "seats": seats}))
        keep.append(ws)
    # A game in progress to watch: two guests, a few moves.
    white, black = await guest(args.server, "Noor"), await guest(args.server, "Piet")
    await white.send(json.dumps({"type": "challenge", "game": "marseillais", "clock": None, "seats": 2}))
    code = (await until(white, "challenge_created"))["code"]
    await black.send(json.dumps({"type": "accept_challenge", "code": code}))
    game = (await until(white, "game_started"))["game"]
    for ply, (mover, text) in enumerate([(white, "e2e4"), (black, "e7e5"), (black, "g8f6"), (white, "g1f3"), (white, "f1c4")]):
        await mover.send(json.dumps({"type": "move", "game": game, "ply": ply, "text": text, "id": ply + 1}))
        await until(mover, "ack")
    keep += [white, black]
    if args.challenge:
        host = await guest(args.server, "Bo")
        await host.send(json.dumps({"type": "challenge", "game": "chess", "clock": {"base_secs": 300, "increment_secs": 3}, "seats": 2}))
        code = (await until(host, "challenge_created"))["code"]
        print(code, flush=True)
        game = (await until(host, "game_started"))["game"]
        await host.send(json.dumps({"type": "move", "game": game, "ply": 0, "text": "e2e4", "id": 1}))
        keep.append(host)
    await asyncio.sleep(args.seconds)


asyncio.run(main())
