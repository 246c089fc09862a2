// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Marketpulse: a small prediction market for the Etherlink tutorial
/// @notice Anyone bets XTZ on an option. The admin declares the result:
///         a winning option (WIN) or a draw (DRAW). The contract then pays out.
/// @dev Educational example: not audited, not optimised.
///      Solidity 0.8 reverts on overflow and underflow, so plain + - * / are safe here.
contract Marketpulse {
    // #region types
    enum BET_RESULT {
        WIN,
        DRAW,
        PENDING
    }

    struct Bet {
        uint256 id;
        address payable owner;
        string option;
        uint256 amount; // in wei
    }
    // #endregion types

    // #region state
    /// Odds are fixed-point numbers with 10 decimals: 1.0 is 10**10.
    uint256 public constant ODD_DECIMALS = 10;
    /// Platform fee, in percent.
    uint256 public constant FEES = 10;
    /// Gas forwarded with each payout: enough for a smart wallet, too little to grief the loop.
    uint256 public constant PAYOUT_GAS = 50_000;
    uint256 private constant ONE = 10 ** ODD_DECIMALS;

    address payable public immutable admin;
    BET_RESULT public status = BET_RESULT.PENDING;
    string public winner;

    mapping(uint256 => Bet) private bets;
    uint256[] private betKeys;

    /// Running totals, so that odds cost the same however many bets exist.
    mapping(string => uint256) public stakeOf;
    uint256 public totalStaked;

    /// Payouts that could not be sent; their owners collect them with claim().
    mapping(address => uint256) public unclaimed;
    uint256 public totalUnclaimed;
    // #endregion state

    // #region events
    event Pong();
    event BetPlaced(uint256 indexed betId, address indexed owner, string option, uint256 amount);
    event Resolved(BET_RESULT result, string winner);
    event PayoutDeferred(address indexed owner, uint256 amount);
    // #endregion events

    modifier onlyAdmin() {
        require(msg.sender == admin, "Only the admin can do this.");
        _;
    }

    constructor() {
        admin = payable(msg.sender);
    }

    /// Health check: the deployment module, the tests and the frontend call it.
    function ping() external {
        emit Pong();
    }

    function getBetKeys() external view returns (uint256[] memory) {
        return betKeys;
    }

    function getBets(uint256 betId) external view returns (Bet memory) {
        require(bets[betId].owner != address(0), "Unknown bet.");
        return bets[betId];
    }

    // #region bet
    function bet(string calldata option) external payable returns (uint256 betId) {
        require(status == BET_RESULT.PENDING, "Market is already resolved.");
        require(msg.value > 0, "Bet amount must be positive.");
        require(bytes(option).length > 0, "Option must not be empty.");

        betId = newBetId();
        bets[betId] = Bet({id: betId, owner: payable(msg.sender), option: option, amount: msg.value});
        betKeys.push(betId);
        stakeOf[option] += msg.value;
        totalStaked += msg.value;

        emit BetPlaced(betId, msg.sender, option, msg.value);
    }

    /// Pseudo-random on purpose, and predictable: never use it where randomness matters.
    /// The number of bets so far makes two bets in the same block differ.
    function newBetId() private view returns (uint256) {
        return uint256(keccak256(abi.encodePacked(block.timestamp, block.prevrandao, msg.sender, betKeys.length)));
    }
    // #endregion bet

    // #region odds
    /// Odds of `option` if `betAmount` more wei were bet on it:
    /// 1 + (stake on the other options) / (stake on this option + betAmount) - FEES / 100,
    /// with ODD_DECIMALS decimals, rounded down.
    function calculateOdds(string memory option, uint256 betAmount) public view returns (uint256) {
        uint256 onOption = stakeOf[option] + betAmount;
        require(onOption > 0, "No stake on this option.");
        uint256 onOthers = totalStaked - stakeOf[option];
        return ONE + (onOthers * ONE) / onOption - (FEES * ONE) / 100;
    }
    // #endregion odds

    // #region resolve
    function resolveResult(string calldata optionResult, BET_RESULT result) external onlyAdmin {
        require(status == BET_RESULT.PENDING, "Market is already resolved.");
        require(result != BET_RESULT.PENDING, "Result must be WIN or DRAW.");
        if (result == BET_RESULT.WIN) {
            require(stakeOf[optionResult] > 0, "Nobody bet on this option: resolve as DRAW.");
        }

        // Close the market before sending anything, so no payout can re-enter an open market.
        status = result;
        uint256 odds;
        if (result == BET_RESULT.WIN) {
            winner = optionResult;
            odds = calculateOdds(optionResult, 0);
        }

        bytes32 winning = keccak256(bytes(optionResult));
        for (uint256 i = 0; i < betKeys.length; i++) {
            Bet storage b = bets[betKeys[i]];
            if (result == BET_RESULT.DRAW) {
                pay(b.owner, b.amount - (b.amount * FEES) / 100);
            } else if (keccak256(bytes(b.option)) == winning) {
                pay(b.owner, (b.amount * odds) / ONE);
            }
        }

        emit Resolved(result, winner);
    }
    // #endregion resolve

    // #region payments
    /// Sends a payout. A recipient that rejects it (or needs too much gas)
    /// cannot block the others: its money waits in `unclaimed`.
    function pay(address payable to, uint256 amount) private {
        (bool sent, ) = to.call{value: amount, gas: PAYOUT_GAS}("");
        if (!sent) {
            unclaimed[to] += amount;
            totalUnclaimed += amount;
            emit PayoutDeferred(to, amount);
        }
    }

    function claim() external {
        uint256 amount = unclaimed[msg.sender];
        require(amount > 0, "Nothing to claim.");
        unclaimed[msg.sender] = 0;
        totalUnclaimed -= amount;
        (bool sent, ) = payable(msg.sender).call{value: amount}("");
        require(sent, "Transfer failed.");
    }

    /// After resolution, the admin collects the fees: everything that is not owed to a bettor.
    function withdrawFees() external onlyAdmin {
        require(status != BET_RESULT.PENDING, "Market is not resolved yet.");
        uint256 amount = address(this).balance - totalUnclaimed;
        require(amount > 0, "No fees to withdraw.");
        (bool sent, ) = admin.call{value: amount}("");
        require(sent, "Transfer failed.");
    }
    // #endregion payments
}
