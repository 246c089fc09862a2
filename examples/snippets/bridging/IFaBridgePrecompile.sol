// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The functions and event of the FA bridging precompile that /bridging/bridging-fa-transactions
/// uses. tests/unit/deposit-events.test.ts compiles this file and checks that the event's topic 0
/// is the QueuedDeposit topic that src/data/bridging.ts gives to indexers.
interface IFaBridgePrecompile {
    // #region queued-deposit
    event QueuedDeposit(
        uint256 indexed ticketHash,
        address indexed proxy,
        uint256 nonce,
        address receiver,
        uint256 amount,
        uint256 inboxLevel,
        uint256 inboxMsgId
    );
    // #endregion queued-deposit

    // #region claim
    function claim(uint256 depositId) external;
    // #endregion claim

    // #region withdraw
    function withdraw(address ticketOwner, bytes memory routingInfo, uint256 amount, bytes22 ticketer, bytes memory content) external payable;
    // #endregion withdraw
}
