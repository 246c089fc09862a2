// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IEntropyConsumer} from "@pythnetwork/entropy-sdk-solidity/IEntropyConsumer.sol";
import {IEntropyV2} from "@pythnetwork/entropy-sdk-solidity/IEntropyV2.sol";

/// Rolls a six-sided die with Pyth Entropy.
contract DiceRoller is IEntropyConsumer {
    IEntropyV2 private immutable entropy;

    /// Player waiting for each roll, by Entropy sequence number.
    mapping(uint64 => address) public pendingRolls;

    event RollRequested(uint64 indexed sequenceNumber, address indexed player);
    event RollResult(uint64 indexed sequenceNumber, address indexed player, uint8 value);

    constructor(address entropyAddress) {
        entropy = IEntropyV2(entropyAddress);
    }

    /// Current Entropy fee in wei. Send at least this much with roll().
    function fee() external view returns (uint256) {
        return entropy.getFeeV2();
    }

    /// First transaction: pay the fee and ask for a random number.
    function roll() external payable returns (uint64 sequenceNumber) {
        uint256 requestFee = entropy.getFeeV2();
        require(msg.value >= requestFee, "fee too low");
        sequenceNumber = entropy.requestV2{value: requestFee}();
        pendingRolls[sequenceNumber] = msg.sender;
        emit RollRequested(sequenceNumber, msg.sender);

        // Entropy keeps anything paid above the fee, so return the difference to the player.
        if (msg.value > requestFee) {
            (bool ok, ) = payable(msg.sender).call{value: msg.value - requestFee}("");
            require(ok, "refund failed");
        }
    }

    /// Second transaction: Entropy delivers the number. Keep this function cheap.
    function entropyCallback(uint64 sequenceNumber, address, bytes32 randomNumber) internal override {
        address player = pendingRolls[sequenceNumber];
        delete pendingRolls[sequenceNumber];
        uint8 value = uint8(uint256(randomNumber) % 6) + 1;
        emit RollResult(sequenceNumber, player, value);
    }

    /// Lets IEntropyConsumer check that callbacks really come from Entropy.
    function getEntropy() internal view override returns (address) {
        return address(entropy);
    }
}
