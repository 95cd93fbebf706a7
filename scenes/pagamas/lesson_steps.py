"""The Pagamás lesson's steps: what the coach says, points at and waits for (scenes/pagamas/lesson.py).

Evening 5 (captain Calico Jack) teaches the refloat, the roles, the share and its vote (refused,
then accepted), the landing, the Second's free ambush and a stack, the revelation, burying, a
mutiny and the mutineers' election; evening 6 (captain Anne) the captain's side: handing out
the characters, dealing, promising, and a night with the brothel, a chain of ambushes and a
Dodge. Every step that tells what happened names the engine's events that show it.
"""
from __future__ import annotations

from game.i18n import N_, _, ngettext
from game.pagamas.actions import (AssignRoles, Ambush, Board, CallVote, Elect, Land, Launch, Pass, Refloat,
                                  Stand, Vote)

from ..tutorial import ANY, Chapter, Show, Step
from .lesson_script import ANNE, BEARD, JACK, MARY, ROLES_6, planned_give


# ----------------------------------------------------------------------------- helpers
def last(table, kind: str):
    """The latest event of this kind, as the learner may see it."""
    return next((e.for_viewer(ANNE) for e in reversed(table.history) if e.TYPE == kind), None)


def tally(table) -> str:
    """Each hand raised, with its votes, and the totals: "Jack for (1), ...: 1 for, 6 against"."""
    e = last(table, "votes_revealed")
    names = [s.name for s in table.match.seats]
    hands = []
    for seat in table.match.state.from_seat(JACK):
        if e.votes[seat] is None:
            continue
        who = _("you") if seat == ANNE else names[seat]
        said = _("{who} for ({n})") if e.votes[seat] else _("{who} against ({n})")
        hands.append(said.format(who=who, n=e.weights[seat]))
    return _("{hands}: {yes} for, {no} against").format(hands=", ".join(hands), yes=e.yes, no=e.no)


def chest(table) -> str:
    seat = table.match.state.view(ANNE)["seats"][ANNE]
    cards = ngettext("{n} card", "{n} cards", seat["buried_count"]).format(n=seat["buried_count"])
    return _("Your chest now holds {cards} worth {v} shares.").format(cards=cards, v=seat["buried_value"])


def said_refused(table) -> str:
    return _("Hands up! {tally}: refused. Jack takes his cards back and must deal again. Refused twice, "
             "you as Second could force his share, or let him keep it all: either way a mutiny becomes "
             "possible.").format(tally=tally(table))


def said_accepted(table) -> str:
    return _("{tally}: accepted (a tie would be too). Blackbeard voted against, so Jack's promise binds "
             "him to nothing.").format(tally=tally(table))


def said_buried(table) -> str:
    return _("Safe and sound on the treasure island, you bury all your loot, Mary's too. Buried loot "
             "can never be stolen, and only buried loot counts at the end. {chest}").format(chest=chest(table))


def said_accepted_6(table) -> str:
    return _("{tally}: accepted. Everyone who got a card voted for it.").format(tally=tally(table))


def said_buried_6(table) -> str:
    return _("You bury everything you hold: Jack's 3, tonight's share and what you took from "
             "Blackbeard. {chest} Mary, the Chaplain, could have buried one card wherever she hid (a house "
             "rule), but she paid her only one to the brothel.").format(chest=chest(table))


def seat_is(seat: int, kind: str, **fields) -> Show:
    """An event of `kind` about `seat` (its `seat` field), with these other fields."""
    return Show(kind, lambda e: e.seat == seat and all(getattr(e, k) == v for k, v in fields.items()))


def resolved(order: int, outcome: str) -> Show:
    return Show("ambush_resolved", lambda e: e.order == order and e.outcome == outcome)


def phase(name: str) -> Show:
    return Show("phase_begins", lambda e: e.phase == name)


def overboard_done(view: dict) -> bool:
    return view["step"] != "overboard" or ANNE not in view["to_move"]


def is_vote(action) -> bool:
    return isinstance(action, Vote)


# ----------------------------------------------------------------------------- evening 5
EVENING_5 = (
    Step(title=N_("Pagamás"), look=("loot_deck",), explains=("turn_begins", "phase_begins"),
         say=N_("A pirate crew shares its loot every evening in port: the captain deals it, the crew votes "
                "on it, and at night everyone hides, and ambushes. Only buried loot counts: when the loot "
                "deck runs out, the most buried loot wins.")),
    Step(look=("seat:0",),
         say=N_("You are Anne, in orange. Your place shows your character, your den for the night, your "
                "loot, your sailors and your action cards. We join the voyage on its fifth evening: the "
                "chest counts what each pirate has buried (yours: 2 cards worth 3 shares).")),
    Step(wait=Refloat(False, 1), look=("phases", "hand:0"), shows=("actions_drawn",), task=True,
         why=N_("Your task: keep Boarding! (keep your hand) and draw 1."),
         say=N_("A turn has seven phases: the column on the right lights the one now. 1, the refloat: from "
                "the captain round the table, everyone completes the hand to 2 action cards (or first "
                "discards it all). Your task: keep your Boarding! for tonight and complete your hand.")),
    Step(look=("sailors:0", "hand:0"), shows=(seat_is(ANNE, "actions_drawn", sailors=("sailor2",)),),
         say=N_("You drew sailors (seal 2): sailors go in front of you at once, and another card is drawn "
                "in their place, a Dodge. Each sailor card adds a vote, and in a mutiny, with Boarding!, "
                "its strength.")),
    Step(at="roles_assigned", look=("character:0", "character:2", "character:3"),
         say=N_("2, the roles: every turn the captain hands out the characters as he likes. Jack makes you "
                "his Second (strength 4): a free ambush each night, and you break tied elections. Mary "
                "drops to Lookout; Blackbeard stays Chaplain. A character is 1 vote.")),
    Step(at="loot_drawn", look=("share", "character:2"),
         say=N_("3, the share: the captain draws one loot card fewer than the crew: 3 cards, each worth 1, "
                "2 or 3 shares. Only he and the Lookout, Mary, see their values. He deals them face down, "
                "then everyone votes.")),
    Step(wait=is_vote, expect=Vote(False), look=("share", "tray"), shows=("loot_given",), explains=("decided",),
         why=N_("Vote for or against the share."),
         say=N_("Jack dealt all three cards to himself! Now everyone votes at once, in secret, and then all "
                "hands go up together. You have 2 votes: 1 for your character, 1 for your sailor. A tie "
                "accepts. Your choice.")),
    Step(say=said_refused, look=("tally",), at=Show("votes_revealed", lambda e: not e.accepted),
         explains=("share_taken_back",)),
    Step(wait=is_vote, expect=Vote(True), look=("share", "tray"), task=True,
         shows=(Show("loot_given", lambda e: e.round == 2), Show("promise_made", lambda e: e.to == BEARD)),
         why=N_("Vote for or against the share."),
         say=N_("His second deal: the 3 for himself, the 2 for you, the 1 for Mary, and a promise to "
                "Blackbeard. Promises are public, but a captain may break them. Your task: vote on it as "
                "you judge best: he has seen the values, you have not.")),
    Step(say=said_accepted, look=("tally",), at=Show("votes_revealed", lambda e: e.accepted),
         explains=("share_settled", "loot_seen", "promise_judged")),
    Step(wait=ANY, expect=Pass(), until=overboard_done, look=("tray", "loot:0"),
         shows=("share_settled", seat_is(ANNE, "loot_seen"), Show("promise_judged", lambda e: e.kept is None)),
         say=N_("Each card is now its owner's: you look at yours. Loot is not safe until it is buried: it can "
                "be stolen. Now, during the share and only then, anyone may throw loot into the sea, where no "
                "ambush takes it, but it is lost. Better keep yours, and hide it well.")),
    Step(wait=Land("island"), look=("tray", "den:0"), shows=(phase("landing"),), task=True,
         why=N_("Your task: hide where your loot gets buried tonight, the Treasure island."),
         say=N_("4, the landing: everyone picks a den, face down. Hammock: nothing. Tavern: you may launch a "
                "mutiny. Brothel: pay a loot card (and draw 2 action cards: a house rule). Treasure island: "
                "bury all your loot at the end of the night, if no ambush caught you. Your task: hide where "
                "your loot gets buried.")),
    Step(wait=Ambush(MARY, "tavern"), look=("character:2", "tray"), shows=(phase("ambush"),), task=True,
         why=N_("Your task: lay your Tavern card on Mary (↑↓ to her row, ←→ to Tavern)."),
         say=N_("5, ambushes! As Second you lay a free ambush first: one of your other den cards, face down, "
                "on a character. Right den: they fall and their loot is yours. Mary got only 1 share: "
                "plotting at the tavern? Your task: lay your Tavern on Mary (↑↓ to her row, ←→ to Tavern).")),
    Step(at=Show("ambush_laid", lambda e: e.trapper == BEARD), look=("stack:0", "stack:2"),
         shows=(Show("ambush_laid", lambda e: e.trapper == JACK and e.victim == ANNE),),
         say=N_("Then Ambush! cards, in order from the captain: Jack laid a den card on you; Blackbeard laid "
                "one on Mary, on top of yours. That pile is a stack: its cards are turned in the order they "
                "were laid, from the bottom.")),
    Step(at=resolved(0, "hit"), look=("stack:2", "den:2"), shows=(phase("revelation"), "dens_revealed"),
         say=N_("6, the revelation: every den is turned, then every ambush, in the order laid. Yours "
                "first: Mary was at the tavern! She falls: she loses her character, her action cards and "
                "her sailors, and her loot is yours.")),
    Step(at=resolved(2, "too_late"), look=("stack:0", "stack:2"),
         shows=(seat_is(MARY, "character_lost"), seat_is(ANNE, "loot_seen"), resolved(1, "miss")),
         say=N_("Jack guessed you were at the tavern: a miss, nothing happens. Blackbeard's card on Mary "
                "comes too late: she has already fallen. In a stack, the first right guess takes it all.")),
    Step(at=seat_is(ANNE, "loot_buried"), look=("buried:0",), say=said_buried),
    Step(wait=Launch(), look=("mutiny", "tray"), shows=(phase("mutiny"),), task=True,
         why=N_("Your task: turn the Mutiny! card (←→ to MUTINY!, then confirm)."),
         say=N_("7, mutiny! Tonight anyone may launch one, since an ambush hit (a tavern guest always may). "
                "Blackbeard did not dare. Jack kept the best loot twice. Your task: turn the Mutiny! card. "
                "There is no going back: everyone then picks a side.")),
    Step(wait=Board(ANNE), look=("share", "press"),
         shows=(seat_is(ANNE, "mutiny_launched"), Show("side_chosen", lambda e: e.seat == BEARD and e.mutineer)),
         why=N_("Play Boarding! for your own sailors."),
         say=N_("Blackbeard joins you; Mary, without a character, sits it out. Strengths: Jack 5, you 4 and "
                "Blackbeard 1, and a tie goes to the captain! Play Boarding!: your sailors add 2 (it may be "
                "played for an ally too).")),
    Step(at=Show("mutiny_resolved", lambda e: e.winner == "mutineers"), look=("share",),
         shows=(Show("boarded", lambda e: e.fighter == ANNE),), explains=("election_called",),
         say=N_("7 against 5: the mutineers win, and Jack loses his captaincy.")),
    Step(wait=Stand(True), look=("press", "share"), shows=("election_called",),
         why=N_("Stand for captain: the ship is yours for the taking."),
         say=N_("The golden rule: no ship without a captain! A new one is elected at once; the fallen captain "
                "may not stand. After a mutiny, only the mutineers stand and vote. Stand for captain.")),
    Step(wait=Elect(ANNE), look=("tray", "seat:3"), shows=(Show("stood", lambda e: e.seat == BEARD),), task=True,
         why=N_("Your task: vote for yourself; your character and your sailors vote together."),
         say=N_("Blackbeard stands too. The vote is secret, as for the share: a character is 1 vote, each "
                "sailor 1 more, and a character and its sailors vote for the same candidate. You have 2, he "
                "has 1. Your task: make yourself captain.")),
    Step(at="thrown_to_sharks", look=("share", "seat:0", "seat:1"),
         shows=(Show("election_result", lambda e: e.captain == ANNE), seat_is(JACK, "character_lost")),
         say=N_("Captain Anne! The new captain throws the old one to the sharks: Jack loses his character, "
                "his action cards and his sailors, and his unburied loot, the 3, is yours. His chest stays "
                "his: buried loot is safe from everything.")),
)

# ----------------------------------------------------------------------------- evening 6
EVENING_6 = (
    Step(wait=Refloat(False, 1), look=("press", "hand:0"), shows=("turn_ends", "turn_begins"),
         why=N_("Keep your Dodge and draw 1."),
         say=N_("Evening six, and you are the captain: you refloat first. Keep your Dodge and draw 1. When an "
                "ambush finds your den, a Dodge gives you one chance in two that it fails.")),
    Step(wait=AssignRoles(ROLES_6), look=("tray",), task=True,
         shows=("actions_drawn",),
         why=N_("Your task: Blackbeard your Second, Jack your Lookout and Mary your Chaplain."),
         say=N_("2, the roles: you hand out the characters (↑↓ a pirate, ←→ his character, then Hand them "
                "out). Your task: reward Blackbeard, who stood with you, as your Second; Jack your Lookout, "
                "Mary your Chaplain (this edition's house rule: she may bury one loot card wherever she "
                "hides).")),
    Step(wait=planned_give, expect=lambda view, legal: next(a for a in legal if planned_give(a)),
         until=lambda view: view["step"] != "deal", look=("share", "tray"), shows=("roles_assigned", "loot_drawn"),
         why=N_("Keep the 3, give the 2 to Jack and the 1 to Mary (↑↓ a card, ←→ a pirate)."),
         say=N_("Your share: 3, 2 and 1, seen only by you and Jack, your Lookout. Each card you give buys a "
                "vote. Keep the 3; the 2 to Jack, the 1 to Mary (↑↓ a card, ←→ a pirate). Blackbeard gets "
                "none: as your Second, his free ambush will feed him.")),
    Step(wait=lambda a: a.TYPE in ("promise", "call_vote"), expect=CallVote(), until=lambda view: view["step"] != "promise",
         look=("tray",), shows=("loot_given",),
         why=N_("Make a promise, or call the vote."),
         say=N_("Before the vote you may make promises (↓ to a promise, ←→ to a pirate): everyone hears "
                "them, and the crew remembers who keeps his word. Then call the vote.")),
    Step(wait=is_vote, expect=Vote(True), look=("tray",),
         why=N_("Vote for or against your share."),
         say=N_("Now vote on your own share, with everyone else.")),
    Step(say=said_accepted_6, look=("tally",), at=Show("votes_revealed", lambda e: e.accepted)),
    Step(wait=ANY, expect=Pass(), until=overboard_done, look=("tray", "loot:0"), shows=("share_settled",),
         say=N_("Keep your loot: tonight you bury it.")),
    Step(wait=Land("island"), look=("press", "den:0"), shows=(phase("landing"),),
         why=N_("Hide on the Treasure island again."),
         say=N_("Hide on the treasure island again: Jack's 3 and tonight's share are not buried yet.")),
    Step(at=Show("ambush_laid", lambda e: e.trapper == BEARD and e.free), look=("stack:1",),
         shows=(phase("ambush"),),
         say=N_("Your Second, Blackbeard, laid his free ambush on Jack. If he guessed Jack's den, Jack's loot "
                "is his.")),
    Step(wait=Ambush(BEARD, "tavern"), look=("character:3", "press"),
         why=N_("Lay your Tavern card on Blackbeard (↑↓ to his row, ←→ to Tavern)."),
         say=N_("You hold an Ambush! card: ambush the ambusher! A thief caught in turn hands over everything, "
                "what he stole tonight included. Your Tavern on Blackbeard is ready: confirm it. In a real "
                "game you guess; here the coach peeked.")),
    Step(at=phase("revelation"), look=("stack:0",),
         shows=(Show("ambush_laid", lambda e: e.trapper == MARY and e.victim == ANNE),),
         say=N_("Mary played an Ambush! card on you. Masks off now: the revelation.")),
    Step(at=seat_is(MARY, "actions_drawn", why="brothel"), look=("den:2", "sea"),
         shows=("dens_revealed", seat_is(MARY, "brothel_paid")),
         say=N_("Mary hid at the brothel: first she pays a loot card into the sea, then she draws 2 action "
                "cards (the draw is this edition's house rule). With no loot to pay, she would have lost her "
                "character, her sailors and her hand.")),
    Step(at=resolved(1, "hit"), look=("stack:1", "stack:3", "loot:0"),
         shows=(resolved(0, "hit"), seat_is(JACK, "character_lost")),
         say=N_("Blackbeard caught Jack in the hammock and took his 2. Then your card: Blackbeard was at the "
                "tavern! A thief robbed in turn hands over all his loot, tonight's theft included: Jack's "
                "2 is yours.")),
    Step(at=resolved(2, "dodged"), look=("stack:0", "hand:0"),
         shows=(seat_is(BEARD, "character_lost"), seat_is(ANNE, "card_discarded")),
         say=N_("Mary guessed right: the island! But you held a Dodge: one chance in two, and it worked. The "
                "Dodge is spent, and her ambush fails.")),
    Step(at=seat_is(ANNE, "loot_buried"), look=("buried:0",), say=said_buried_6),
    Step(at=phase("refloat"), look=("loot_deck", "buried:0"),
         shows=(phase("mutiny"), "turn_ends", Show("turn_begins", lambda e: e.turn == 7)),
         say=N_("Mary could have launched a mutiny, alone against you: she passed. That is all of Pagamás! "
                "3 loot cards are left: the next share empties the deck, so evening 7 is the last. Then "
                "only buried loot counts: the rest is lost. Play it on to see who wins!")),
)

# The lesson in seven chapters, one per phase of the turn, each ending in a task the learner does
# alone. Evening 5 walks phases 1 and 3 to 7 from the crew's side (its roles are Jack's to hand
# out); evening 6 is the captain's, the roles (phase 2) first.
CHAPTERS = (
    Chapter(N_("Refloat"), EVENING_5[:3], minutes=2),
    Chapter(N_("The share"), EVENING_5[3:11], minutes=4),
    Chapter(N_("The landing"), EVENING_5[11:12], minutes=1),
    Chapter(N_("Ambushes"), EVENING_5[12:13], minutes=1),
    Chapter(N_("The revelation"), EVENING_5[13:18], minutes=3),
    Chapter(N_("Mutiny"), EVENING_5[18:], minutes=3),
    Chapter(N_("Roles: your evening as captain"), EVENING_6, minutes=5),
)
STEPS = EVENING_5 + EVENING_6
