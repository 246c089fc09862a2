// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Marketpulse} from "../contracts/Marketpulse.sol";

/// A bettor that is a contract, for the docs CI only. Its `mode` decides what happens
/// when Marketpulse sends it XTZ: accept, reject, burn all the gas, or try to bet again.
contract TestBettor {
    enum Mode {
        ACCEPT,
        REJECT,
        BURN_GAS,
        REENTER
    }

    Marketpulse public immutable market;
    Mode public mode;

    constructor(Marketpulse market_) {
        market = market_;
    }

    function setMode(Mode mode_) external {
        mode = mode_;
    }

    function placeBet(string calldata option) external payable returns (uint256) {
        return market.bet{value: msg.value}(option);
    }

    function claim() external {
        market.claim();
    }

    receive() external payable {
        if (mode == Mode.REJECT) revert("TestBettor: rejected");
        if (mode == Mode.BURN_GAS) {
            uint256 n;
            while (gasleft() > 0) n++;
        }
        if (mode == Mode.REENTER) market.bet{value: msg.value}("lions");
    }
}
